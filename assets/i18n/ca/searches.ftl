# The words of each search of the lab, found by the search's name (`lab::Algorithm::name`)
# rather than through a function of their own, so a new search brings its words here and
# needs no code in the app: its name, what it does (`watch-about-NAME`), its pseudocode a
# message a line (`watch-code-NAME-K`, K from 1; indents are the machine's), its parameters
# (`watch-PARAM`, `watch-PARAM-tip`, and `compare-params-NAME` given each by its name), and
# its own figures (`watch-figure-WORD` given $value and $most, `watch-figure-WORD-var`).
# Identifiers are translated alike in every line of an algorithm and in its variables.

## all-placements
watch-algorithm-all-placements = Força bruta (totes les col·locacions)

## permutations
watch-algorithm-permutations = Força bruta (permutacions)

## backtrack
watch-algorithm-backtrack = Tornada enrere (backtracking)
watch-about-backtrack = La cerca clàssica, la dels manuals: una reina per fila, de dalt a baix, columnes d'esquerra a dreta; cada pas col·loca una reina o retira l'última.
watch-code-backtrack-1 = procediment col·locar(fila):
watch-code-backtrack-2 = si cada fila té una reina: informar d'una solució
watch-code-backtrack-3 = per a col a les columnes de la fila, d'esquerra a dreta:
watch-code-backtrack-4 = si col, fila+col i fila−col estan totes lliures:
watch-code-backtrack-5 = posar una reina a (fila, col); marcar-les com a usades
watch-code-backtrack-6 = col·locar(següent fila buida)
watch-code-backtrack-7 = retirar la reina; alliberar-les
watch-code-backtrack-8 = retornar   ▷ no queda cap casella: tornar a la fila de dalt

## forward-checking
watch-algorithm-forward-checking = Comprovació cap endavant
watch-about-forward-checking = Tornada enrere que mira endavant: cada reina col·locada treu de les files buides les caselles que ataca (ombrejades), i una fila que es queda sense cap és un atzucac a l'instant.
watch-code-forward-checking-1 = procediment col·locar(dominis):
watch-code-forward-checking-2 = si cada fila té una reina: informar d'una solució
watch-code-forward-checking-3 = fila ← la fila buida més alta
watch-code-forward-checking-4 = per a col a domini[fila], d'esquerra a dreta:
watch-code-forward-checking-5 = posar una reina a (fila, col)
watch-code-forward-checking-6 = treure les caselles que ataca del domini de cada fila buida
watch-code-forward-checking-7 = si cap domini no està buit: col·locar(dominis)
watch-code-forward-checking-8 = retirar la reina; restaurar els dominis
watch-code-forward-checking-9 = retornar

## mrv
watch-algorithm-mrv = MRV
watch-about-mrv = Comprovació cap endavant que omple primer la fila buida amb menys caselles lliures (la més restringida): l'heurística MRV, mínim de valors restants.
watch-code-mrv-1 = procediment col·locar(dominis):
watch-code-mrv-2 = si cada fila té una reina: informar d'una solució
watch-code-mrv-3 = fila ← la fila buida amb el domini més petit (la més alta si hi ha empat)
watch-code-mrv-4 = per a col a domini[fila], d'esquerra a dreta:
watch-code-mrv-5 = posar una reina a (fila, col)
watch-code-mrv-6 = treure les caselles que ataca del domini de cada fila buida
watch-code-mrv-7 = si cap domini no està buit: col·locar(dominis)
watch-code-mrv-8 = retirar la reina; restaurar els dominis
watch-code-mrv-9 = retornar

## hill-climbing
watch-algorithm-hill-climbing = Ascensió de turons
watch-about-hill-climbing = Una reina a cada fila; cada pas mou una reina a la casella que més redueix h, el nombre de parelles que s'ataquen. Cada casella mostra la h que tindria el tauler si la reina de la seva fila s'hi mogués.
watch-code-hill-climbing-1 = tauler ← un tauler a l'atzar (es mantenen les reines fixes)
watch-code-hill-climbing-2 = repetir:
watch-code-hill-climbing-3 = si h(tauler) = 0: retornar tauler
watch-code-hill-climbing-4 = millor ← el moviment amb la h més baixa (empats a l'atzar)
watch-code-hill-climbing-5 = si h(millor) < h(tauler): tauler ← millor; laterals ← K
watch-code-hill-climbing-6 = si no, si h(millor) = h(tauler) i laterals > 0: tauler ← millor; laterals ← laterals − 1
watch-code-hill-climbing-7 = si no, si reinicis < R: tauler ← un tauler a l'atzar; reinicis ← reinicis + 1
watch-code-hill-climbing-8 = si no: retornar fracàs   ▷ encallat
watch-sideways = Moviments laterals
watch-sideways-tip = Quants moviments seguits poden deixar h igual abans que l'ascens es doni per encallat (K).
watch-restarts = Reinicis
watch-restarts-tip = Quantes vegades un ascens encallat pot tornar a començar des d'un tauler a l'atzar (R).
compare-params-hill-climbing = ascensió de turons amb { $sideways ->
    [one] { $sideways } moviment lateral
   *[other] { $sideways } moviments laterals
} i { $restarts ->
    [one] { $restarts } reinici
   *[other] { $restarts } reinicis
}
watch-figure-sideways-left = Moviments laterals restants: { $value }
watch-figure-sideways-left-var = laterals
watch-figure-restarts = Reinicis fins ara: { $value }
watch-figure-restarts-var = reinicis

## min-conflicts
watch-algorithm-min-conflicts = Mínims conflictes
watch-about-min-conflicts = Una reina a cada fila; cada pas tria a l'atzar una reina atacada i la porta a la casella de la seva fila amb menys conflictes.
watch-code-min-conflicts-1 = tauler ← un tauler voraç: fila per fila, una columna lliure, la menys atacada d'unes quantes provades (es mantenen les reines fixes)
watch-code-min-conflicts-2 = per a pas a 1 … max_passos:
watch-code-min-conflicts-3 = si h(tauler) = 0: retornar tauler
watch-code-min-conflicts-4 = fila ← la fila d'una reina no fixa i atacada, triada a l'atzar
watch-code-min-conflicts-5 = col ← la casella de fila amb menys conflictes (empats a l'atzar)
watch-code-min-conflicts-6 = moure la reina de fila a col
watch-code-min-conflicts-7 = retornar fracàs

## annealing
watch-algorithm-annealing = Recuit simulat
watch-about-annealing = Una reina a cada fila; cada pas sorteja un moviment, l'accepta si redueix h i, si no, només per atzar, cada cop menys sovint a mesura que baixa la temperatura.
watch-code-annealing-1 = tauler ← un tauler a l'atzar (es mantenen les reines fixes); T ← T0
watch-code-annealing-2 = per a pas a 1 … max_passos:
watch-code-annealing-3 = si h(tauler) = 0: retornar tauler
watch-code-annealing-4 = mov ← un moviment a l'atzar d'una reina no fixa
watch-code-annealing-5 = Δ ← h(mov) − h(tauler)
watch-code-annealing-6 = si Δ < 0 o aleatori() < e^(−Δ/T): tauler ← mov
watch-code-annealing-7 = si no: mantenir tauler   ▷ moviment rebutjat
watch-code-annealing-8 = T ← T × refredament
watch-code-annealing-9 = retornar fracàs
watch-temperature = Temperatura inicial
watch-temperature-tip = La temperatura del primer pas: com més alta, més sovint s'accepta un moviment pitjor.
watch-cooling = Refredament
watch-cooling-tip = Cada pas multiplica la temperatura per aquest valor (1 la manté constant).
compare-params-annealing = recuit des de la temperatura { $temperature }, refredament { $cooling }
watch-figure-temperature = Temperatura: { $value }
watch-figure-temperature-var = T

## genetic
watch-algorithm-genetic = Algorisme genètic
watch-about-genetic = Generacions de taulers complets: els més aptes es creuen més sovint, cada fill barreja dos pares i de vegades mou una reina. El tauler mostra el millor de la generació.
watch-code-genetic-1 = població ← P taulers a l'atzar (es mantenen les reines fixes)
watch-code-genetic-2 = per a generació a 1 … max_generacions:
watch-code-genetic-3 = si h(millor) = 0: retornar millor
watch-code-genetic-4 = següent ← els E millors taulers, sense canvis
watch-code-genetic-5 = mentre següent tingui menys de P taulers:
watch-code-genetic-6 = x, y ← dos pares, probabilitat ∝ aptitud
watch-code-genetic-7 = fill ← x[..tall] + y[tall..]; amb probabilitat m moure la reina d'una fila
watch-code-genetic-8 = afegir fill a següent
watch-code-genetic-9 = població ← següent
watch-population = Població
watch-population-tip = Quants taulers té cada generació.
watch-mutation = Mutació
watch-mutation-tip = La probabilitat, de 0 a 1, que un fill tingui una reina moguda a l'atzar.
watch-elite = Elit
watch-elite-tip = Quants dels millors taulers passen sense canvis a la generació següent.
compare-params-genetic = algorisme genètic amb població { $population }, mutació { $mutation }, elit { $elite }
watch-figure-generation = Generació: { $value }
watch-figure-generation-var = generació
watch-figure-best-fitness = Millor aptitud: { $value }/{ $most } parelles sense atacar-se
watch-figure-best-fitness-var = aptitud(millor)

## tabu
watch-algorithm-tabu = Cerca tabú
watch-about-tabu = Una reina a cada fila; cada pas fa el millor moviment, encara que empitjori, però mai no torna una reina a una casella que ha deixat en els darrers moviments, tret que així superi el millor tauler vist.
watch-code-tabu-1 = tauler ← un tauler a l'atzar (es mantenen les reines fixes); tabú ← buida
watch-code-tabu-2 = per a pas a 1 … max_passos:
watch-code-tabu-3 = si h(tauler) = 0: retornar tauler
watch-code-tabu-4 = mov ← el millor moviment no tabú (un de tabú només si millora el millor h vist)
watch-code-tabu-5 = fer mov; afegir a tabú la casella que deixa la reina
watch-code-tabu-6 = si tabú té més caselles que la permanència: oblidar la més antiga
watch-code-tabu-7 = retornar fracàs
watch-tenure = Permanència tabú
watch-tenure-tip = Durant quants moviments una casella que una reina ha deixat li queda prohibida (tabú).
compare-params-tabu = cerca tabú amb permanència { $tenure }
watch-figure-tabu-squares = Caselles tabú: { $value }
watch-figure-tabu-squares-var = caselles tabú
watch-figure-best-h = Millor h vist: { $value }
watch-figure-best-h-var = millor h
