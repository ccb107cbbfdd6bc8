# Mira la cerca: una cerca jugada al tauler pas a pas (plafó, línia d'estat, motius).

watch-heading = Observant la cerca
watch-algorithm = Algorisme
watch-algorithm-tip = Trieu la cerca que voleu observar: en triar-la, «Mira la cerca» torna a començar des del primer pas.
watch-algorithm-all-placements = Força bruta (totes les col·locacions)
watch-algorithm-permutations = Força bruta (permutacions)
watch-algorithm-backtrack = Tornada enrere (backtracking)
watch-algorithm-forward-checking = Comprovació cap endavant
watch-algorithm-mrv = MRV
watch-algorithm-hill-climbing = Ascensió de turons
watch-algorithm-min-conflicts = Mínims conflictes
watch-algorithm-annealing = Recuit simulat
watch-algorithm-genetic = Algorisme genètic

watch-about-backtrack = La cerca clàssica, la dels manuals: una reina per fila, de dalt a baix, columnes d'esquerra a dreta; cada pas col·loca una reina o retira l'última.
watch-about-forward-checking = Tornada enrere que mira endavant: cada reina col·locada treu de les files buides les caselles que ataca (ombrejades), i una fila que es queda sense cap és un atzucac a l'instant.
watch-about-mrv = Comprovació cap endavant que omple primer la fila buida amb menys caselles lliures (la més restringida): l'heurística MRV, mínim de valors restants.
watch-about-hill-climbing = Una reina a cada fila; cada pas mou una reina a la casella que més redueix h, el nombre de parelles que s'ataquen. Cada casella mostra la h que tindria el tauler si la reina de la seva fila s'hi mogués.
watch-about-min-conflicts = Una reina a cada fila; cada pas tria a l'atzar una reina atacada i la porta a la casella de la seva fila amb menys conflictes.
watch-about-annealing = Una reina a cada fila; cada pas sorteja un moviment, l'accepta si redueix h i, si no, només per atzar, cada cop menys sovint a mesura que baixa la temperatura.
watch-about-genetic = Generacions de taulers complets: els més aptes es creuen més sovint, cada fill barreja dos pares i de vegades mou una reina. El tauler mostra el millor de la generació.
watch-small = «Mira la cerca» és per a taulers petits (fins a unes { $small } columnes).
watch-too-big = «Mira la cerca» és per a taulers petits (fins a unes { $small } columnes): la cerca d'aquest dura molt més del que ningú pot observar («Salta al final» sí que l'executa sencera i en dona les xifres).

watch-sideways = Moviments laterals
watch-sideways-tip = Quants moviments seguits poden deixar h igual abans que l'ascens es doni per encallat (K).
watch-restarts = Reinicis
watch-restarts-tip = Quantes vegades un ascens encallat pot tornar a començar des d'un tauler a l'atzar (R).
watch-temperature = Temperatura inicial
watch-temperature-tip = La temperatura del primer pas: com més alta, més sovint s'accepta un moviment pitjor.
watch-cooling = Refredament
watch-cooling-tip = Cada pas multiplica la temperatura per aquest valor (1 la manté constant).
watch-population = Població
watch-population-tip = Quants taulers té cada generació.
watch-mutation = Mutació
watch-mutation-tip = La probabilitat, de 0 a 1, que un fill tingui una reina moguda a l'atzar.
watch-elite = Elit
watch-elite-tip = Quants dels millors taulers passen sense canvis a la generació següent.
watch-seed = Llavor
watch-seed-tip = La llavor del generador aleatori: amb la mateixa llavor es repeteix la mateixa execució.
watch-new-seed = Llavor nova
watch-new-seed-tip = Tornar a començar amb la llavor següent, per a una altra execució.
watch-bad-setup = Amb aquests ajustos no es pot executar: { $reason }
watch-bad-elite = l'elit ha de ser més petita que la població, { $population } (és { $elite })

watch-play = Reprodueix
watch-pause = Pausa
watch-play-tip = Reproduir la cerca a la velocitat indicada a sota, o posar-la en pausa ({ $key })
watch-step-back = Pas enrere
watch-step-back-tip = Desfer exactament l'últim pas ({ $key })
watch-step = Pas
watch-step-tip = Un pas de la cerca ({ $key })
watch-to-next-solution = A la solució següent
watch-to-next-solution-tip = Continuar fins a completar la solució següent
watch-skip-to-end = Salta al final
watch-skip-to-end-tip = Portar la cerca fins al final: els comptadors donen les xifres de tota la cerca
watch-restart = Reinicia
watch-restart-tip = Tornar a abans del primer pas
watch-speed = Velocitat
watch-speed-tip = Passos per segon en reproduir, d'1 a un per fotograma. Els comptadors són exactes a qualsevol velocitat.
watch-every-frame = cada fotograma
watch-steps-per-second = { $steps ->
    [one] { $steps } pas/s
   *[other] { $steps } passos/s
}

watch-counters = Comptadors
watch-depth = Profunditat: { $depth }/{ $rows }
watch-steps = Passos: { $steps }
watch-local-steps-tip = Passos fets: moviments, moviments rebutjats, reinicis o generacions
watch-nodes = Solucions parcials visitades (nodes): { $nodes }
watch-nodes-tip = Solucions parcials visitades, inclòs el tauler només amb les reines fixes
watch-state-space = Espai d'estats
watch-state-space-systematic = Estat inicial: el tauler només amb les reines fixes. Funció successor: posar una reina en una casella no atacada d'una fila buida (la següent; amb MRV, la que té menys caselles lliures). Test objectiu: una reina a cada fila i cap d'atacada. Cost del camí: u per cada reina col·locada (totes les solucions costen el mateix).
watch-state-space-local = Estats: taulers complets, una reina a cada fila. Estat inicial: un tauler a l'atzar. Funció successor: moure una reina a una altra casella de la seva fila (l'algorisme genètic: criar taulers nous per encreuament i mutació). Test objectiu: h = 0, cap parella no s'ataca. Cost del camí: no compta; només importa el tauler on s'arriba.
watch-state-space-min-conflicts = Estats: taulers complets, una reina a cada fila. Estat inicial: un tauler voraç (fila per fila, de dalt a baix, cada reina en una columna que encara no ocupa cap reina: la primera lliure d'atacs, o si no la menys atacada, d'unes quantes provades a l'atzar). Funció successor: moure una reina a una altra casella de la seva fila. Test objectiu: h = 0, cap parella no s'ataca. Cost del camí: no compta; només importa el tauler on s'arriba.
watch-solutions = Solucions: { $solutions }
watch-backtracks = Tornades enrere: { $backtracks }
watch-checks = Comprovacions d'atac: { $checks }
watch-checks-tip = Vegades que es comprova si una reina ataca una casella
watch-nodes-by-row = Nodes per fila (la fila de l'última reina col·locada):
watch-fixed-only = només les fixes
watch-rank-row = fila { $rank } des de baix (escacs) · fila { $row } des de dalt, comptant des de 0
watch-path = Camí de la cerca
watch-path-tip = La reina de cada fila, de dalt a baix; les [reines fixes] no es mouen
watch-h = h = { $h }
watch-h-tip = El cost h: parelles de reines que s'ataquen, hi hagi el que hi hagi entremig
watch-move = Últim moviment: de la casella { $from } a la { $to }
watch-move-none = Últim moviment: encara cap
watch-sideways-left = Moviments laterals restants: { $left }
watch-restarts-done = Reinicis fins ara: { $done }
watch-temperature-now = Temperatura: { $temperature }
watch-generation = Generació: { $generation }
watch-best-fitness = Millor aptitud: { $fitness }/{ $pairs } parelles sense atacar-se
watch-best-boards = Els millors taulers d'aquesta generació:
watch-code = Codi
watch-code-tip = El pseudocodi de l'algorisme: la línia que ha executat l'últim pas està ressaltada; a sota, les variables de la crida en curs (el seu marc de pila).
watch-variables = Variables

watch-press-first = Premeu primer Mira la cerca: reprodueix la cerca al tauler que es mostra.
watch-board-changed = El tauler ha canviat des que va començar aquesta cerca: premeu Mira la cerca per veure la d'aquest tauler.
watch-over-step-back = La cerca s'ha acabat: premeu Reinicia o Pas enrere.
watch-over-restart = La cerca s'ha acabat: premeu Reinicia per reproduir-la un altre cop.
watch-at-start = Aquest és el començament de la cerca.

watch-running-next = Avançant fins a la solució següent… pas { $steps }
watch-running-end = Avançant fins al final… pas { $steps }
watch-over = La cerca s'ha acabat: { $solutions ->
    [one] { $solutions } solució
   *[other] { $solutions } solucions
} en { $steps ->
    [one] { $steps } pas
   *[other] { $steps } passos
}.
watch-solution-found = Solució { $number } trobada.
watch-ready = A punt: premeu Reprodueix o Pas.
watch-step-n = Pas { $steps }.
watch-placed = Pas { $steps }: reina col·locada a { $square }.
watch-placed-refused = Pas { $steps }: { $refused ->
    [one] { $refused } casella rebutjada
   *[other] { $refused } caselles rebutjades
}, reina col·locada a { $square }.
watch-removed = Pas { $steps }: no queda cap casella a la seva fila: es retira la reina de la casella { $square }.
watch-removed-refused = Pas { $steps }: { $refused ->
    [one] { $refused } casella rebutjada
   *[other] { $refused } caselles rebutjades
}, no queda cap casella a la seva fila: es retira la reina de la casella { $square }.
watch-dead-end = Pas { $steps }: reina col·locada a { $square }, i una fila buida s'ha quedat sense caselles: atzucac.
watch-taken-back = Pas { $steps }: es retira la reina de la casella { $square }.
watch-local-move = Pas { $steps }: la reina de la casella { $from } passa a la { $to }; h = { $h }.
watch-local-stay = Pas { $steps }: la reina de la casella { $from } s'hi queda, la seva casella ja és la millor; h = { $h }.
watch-local-reject = Pas { $steps }: es rebutja el moviment de la casella { $from } a la { $to } a temperatura { $temperature }; h = { $h }.
watch-local-restart = Pas { $steps }: encallat; reinici { $restart } des d'un tauler a l'atzar, h = { $h }.
watch-local-generation = Pas { $steps }: neix la generació { $generation }; el seu millor tauler té h = { $h }.
watch-local-no-goal = Cap solució no conté aquestes reines fixes (el recompte amb elles és 0): aquí una cerca local només pot esgotar els passos. Traieu una reina fixa per donar-li un objectiu.
watch-local-solved = Resolt: h = 0 en { $steps ->
    [one] { $steps } pas
   *[other] { $steps } passos
}.
watch-local-over = L'execució s'ha acabat, sense passos: h = { $h } en { $steps ->
    [one] { $steps } pas
   *[other] { $steps } passos
}.
watch-local-stuck = L'execució s'ha acabat, encallada: cap moviment no abaixa h = { $h } i no queden moviments laterals ni reinicis, en { $steps ->
    [one] { $steps } pas
   *[other] { $steps } passos
}.
watch-status-systematic = Mira la cerca: { $now } · { $nodes ->
    [one] { $nodes } node
   *[other] { $nodes } nodes
} · { $solutions ->
    [one] { $solutions } solució
   *[other] { $solutions } solucions
} · { $backtracks ->
    [one] { $backtracks } tornada enrere
   *[other] { $backtracks } tornades enrere
}.
watch-status-local = Mira la cerca: { $now }.

# El panell de codi: el pseudocodi de cada algorisme, un missatge per línia (el sagnat el
# posa el codi), i els noms i valors de les variables del marc.


watch-code-backtrack-1 = procediment col·locar(fila):
watch-code-backtrack-2 = si cada fila té una reina: informar d'una solució
watch-code-backtrack-3 = per a col a les columnes de la fila, d'esquerra a dreta:
watch-code-backtrack-4 = si col, fila+col i fila−col estan totes lliures:
watch-code-backtrack-5 = posar una reina a (fila, col); marcar-les com a usades
watch-code-backtrack-6 = col·locar(següent fila buida)
watch-code-backtrack-7 = retirar la reina; alliberar-les
watch-code-backtrack-8 = retornar   ▷ no queda cap casella: tornar a la fila de dalt

watch-code-forward-checking-1 = procediment col·locar(dominis):
watch-code-forward-checking-2 = si cada fila té una reina: informar d'una solució
watch-code-forward-checking-3 = fila ← la fila buida més alta
watch-code-forward-checking-4 = per a col a domini[fila], d'esquerra a dreta:
watch-code-forward-checking-5 = posar una reina a (fila, col)
watch-code-forward-checking-6 = treure les caselles que ataca del domini de cada fila buida
watch-code-forward-checking-7 = si cap domini no està buit: col·locar(dominis)
watch-code-forward-checking-8 = retirar la reina; restaurar els dominis
watch-code-forward-checking-9 = retornar

watch-code-mrv-1 = procediment col·locar(dominis):
watch-code-mrv-2 = si cada fila té una reina: informar d'una solució
watch-code-mrv-3 = fila ← la fila buida amb el domini més petit (la més alta si hi ha empat)
watch-code-mrv-4 = per a col a domini[fila], d'esquerra a dreta:
watch-code-mrv-5 = posar una reina a (fila, col)
watch-code-mrv-6 = treure les caselles que ataca del domini de cada fila buida
watch-code-mrv-7 = si cap domini no està buit: col·locar(dominis)
watch-code-mrv-8 = retirar la reina; restaurar els dominis
watch-code-mrv-9 = retornar

watch-code-hill-climbing-1 = tauler ← un tauler a l'atzar (es mantenen les reines fixes)
watch-code-hill-climbing-2 = repetir:
watch-code-hill-climbing-3 = si h(tauler) = 0: retornar tauler
watch-code-hill-climbing-4 = millor ← el moviment amb la h més baixa (empats a l'atzar)
watch-code-hill-climbing-5 = si h(millor) < h(tauler): tauler ← millor; laterals ← K
watch-code-hill-climbing-6 = si no, si h(millor) = h(tauler) i laterals > 0: tauler ← millor; laterals ← laterals − 1
watch-code-hill-climbing-7 = si no, si reinicis < R: tauler ← un tauler a l'atzar; reinicis ← reinicis + 1
watch-code-hill-climbing-8 = si no: retornar fracàs   ▷ encallat

watch-code-min-conflicts-1 = tauler ← un tauler voraç: fila per fila, una columna lliure, la menys atacada d'unes quantes provades (es mantenen les reines fixes)
watch-code-min-conflicts-2 = per a pas a 1 … max_passos:
watch-code-min-conflicts-3 = si h(tauler) = 0: retornar tauler
watch-code-min-conflicts-4 = fila ← la fila d'una reina no fixa i atacada, triada a l'atzar
watch-code-min-conflicts-5 = col ← la casella de fila amb menys conflictes (empats a l'atzar)
watch-code-min-conflicts-6 = moure la reina de fila a col
watch-code-min-conflicts-7 = retornar fracàs

watch-code-annealing-1 = tauler ← un tauler a l'atzar (es mantenen les reines fixes); T ← T0
watch-code-annealing-2 = per a pas a 1 … max_passos:
watch-code-annealing-3 = si h(tauler) = 0: retornar tauler
watch-code-annealing-4 = mov ← un moviment a l'atzar d'una reina no fixa
watch-code-annealing-5 = Δ ← h(mov) − h(tauler)
watch-code-annealing-6 = si Δ < 0 o aleatori() < e^(−Δ/T): tauler ← mov
watch-code-annealing-7 = si no: mantenir tauler   ▷ moviment rebutjat
watch-code-annealing-8 = T ← T × refredament
watch-code-annealing-9 = retornar fracàs

watch-code-genetic-1 = població ← P taulers a l'atzar (es mantenen les reines fixes)
watch-code-genetic-2 = per a generació a 1 … max_generacions:
watch-code-genetic-3 = si h(millor) = 0: retornar millor
watch-code-genetic-4 = següent ← els E millors taulers, sense canvis
watch-code-genetic-5 = mentre següent tingui menys de P taulers:
watch-code-genetic-6 = x, y ← dos pares, probabilitat ∝ aptitud
watch-code-genetic-7 = fill ← x[..tall] + y[tall..]; amb probabilitat m moure la reina d'una fila
watch-code-genetic-8 = afegir fill a següent
watch-code-genetic-9 = població ← següent

watch-var-row = fila
watch-var-col = col
watch-var-rank = { $row } (fila { $rank } des de baix)
watch-var-used-columns = columnes usades
watch-var-used-sums = fila+col usades
watch-var-used-differences = fila−col usades
watch-var-domain = domini[fila]
watch-var-empty-domains = dominis buits (files d'escacs)
watch-var-h = h(tauler)
watch-var-move = mov
watch-var-sideways = laterals
watch-var-restarts = reinicis
watch-var-generation = generació
watch-var-fitness = aptitud(millor)

# Tabu search, and a parameter out of its range (any parameter, named by its field).
watch-algorithm-tabu = Cerca tabú
watch-about-tabu = Una reina a cada fila; cada pas fa el millor moviment, encara que empitjori, però mai no torna una reina a una casella que ha deixat en els darrers moviments, tret que així superi el millor tauler vist.
watch-tenure = Permanència tabú
watch-tenure-tip = Durant quants moviments una casella que una reina ha deixat li queda prohibida (tabú).
watch-bad-range = { $param } ha d'estar entre { $min } i { $max } (és { $value })
watch-var-tabu = caselles tabú
watch-var-best-h = millor h
watch-tabu-squares = Caselles tabú: { $count }
watch-best-h = Millor h vist: { $h }
watch-code-tabu-1 = tauler ← un tauler a l'atzar (es mantenen les reines fixes); tabú ← buida
watch-code-tabu-2 = per a pas a 1 … max_passos:
watch-code-tabu-3 = si h(tauler) = 0: retornar tauler
watch-code-tabu-4 = mov ← el millor moviment no tabú (un de tabú només si millora el millor h vist)
watch-code-tabu-5 = fer mov; afegir a tabú la casella que deixa la reina
watch-code-tabu-6 = si tabú té més caselles que la permanència: oblidar la més antiga
watch-code-tabu-7 = retornar fracàs
