# Mira la cerca: una cerca jugada al tauler pas a pas (plafó, línia d'estat, motius).

watch-heading = Observant la cerca
watch-algorithm = Algorisme
watch-algorithm-tip = Trieu la cerca que voleu observar: en triar-la, «Mira la cerca» torna a començar des del primer pas.

watch-small = «Mira la cerca» és per a taulers petits (fins a unes { $small } columnes).
watch-too-big = «Mira la cerca» és per a taulers petits (fins a unes { $small } columnes): la cerca d'aquest dura molt més del que ningú pot observar («Salta al final» sí que l'executa sencera i en dona les xifres).

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

# El panell de codi: els noms de les variables del marc (el pseudocodi de cada cerca i les
# seves xifres pròpies són a searches.ftl).

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

# A parameter out of its range (any parameter, named by its field).
watch-bad-range = { $param } ha d'estar entre { $min } i { $max } (és { $value })
