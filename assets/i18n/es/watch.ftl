# Ver la búsqueda: una búsqueda jugada en el tablero paso a paso (panel, línea de estado, motivos).

watch-heading = Observando la búsqueda
watch-algorithm = Algoritmo
watch-algorithm-tip = Elige la búsqueda que quieres observar: al elegir, Ver la búsqueda vuelve a empezar desde el primer paso.
watch-algorithm-all-placements = Fuerza bruta (todas las colocaciones)
watch-algorithm-permutations = Fuerza bruta (permutaciones)
watch-algorithm-backtrack = Vuelta atrás (backtracking)
watch-algorithm-forward-checking = Comprobación hacia delante
watch-algorithm-mrv = MRV
watch-algorithm-hill-climbing = Escalada (ascensión de colinas)
watch-algorithm-min-conflicts = Mínimos conflictos
watch-algorithm-annealing = Recocido simulado
watch-algorithm-genetic = Algoritmo genético

watch-about-backtrack = La búsqueda clásica, la de los manuales: una reina por fila, de arriba abajo, columnas de izquierda a derecha; cada paso coloca una reina o retira la última.
watch-about-forward-checking = Vuelta atrás que mira hacia delante: cada reina colocada quita de las filas vacías las casillas que ataca (sombreadas), y una fila que se queda sin ninguna es un callejón sin salida al instante.
watch-about-mrv = Comprobación hacia delante que rellena primero la fila vacía con menos casillas libres (la más restringida): la heurística MRV, mínimos valores restantes.
watch-about-hill-climbing = Una reina en cada fila; cada paso mueve una reina a la casilla que más reduce h, el número de parejas que se atacan. Cada casilla muestra la h que tendría el tablero si la reina de su fila se moviera allí.
watch-about-min-conflicts = Una reina en cada fila; cada paso elige al azar una reina atacada y la lleva a la casilla de su fila con menos conflictos.
watch-about-annealing = Una reina en cada fila; cada paso sortea un movimiento, lo acepta si reduce h y, si no, solo por azar, cada vez con menos frecuencia a medida que baja la temperatura.
watch-about-genetic = Generaciones de tableros completos: los más aptos se cruzan más a menudo, cada hijo mezcla a dos padres y a veces mueve una reina. El tablero muestra el mejor de la generación.
watch-small = Ver la búsqueda es para tableros pequeños (hasta unas { $small } columnas).
watch-too-big = Ver la búsqueda es para tableros pequeños (hasta unas { $small } columnas): la búsqueda de este dura mucho más de lo que nadie puede observar (Saltar al final sí la ejecuta entera y da sus cifras).

watch-sideways = Movimientos laterales
watch-sideways-tip = Cuántos movimientos seguidos pueden dejar h igual antes de que el ascenso se dé por atascado (K).
watch-restarts = Reinicios
watch-restarts-tip = Cuántas veces un ascenso atascado puede volver a empezar desde un tablero al azar (R).
watch-temperature = Temperatura inicial
watch-temperature-tip = La temperatura del primer paso: cuanto más alta, más a menudo se acepta un movimiento peor.
watch-cooling = Enfriamiento
watch-cooling-tip = Cada paso multiplica la temperatura por este valor (1 la mantiene constante).
watch-population = Población
watch-population-tip = Cuántos tableros tiene cada generación.
watch-mutation = Mutación
watch-mutation-tip = La probabilidad, de 0 a 1, de que un hijo tenga una reina movida al azar.
watch-elite = Élite
watch-elite-tip = Cuántos de los mejores tableros pasan sin cambios a la generación siguiente.
watch-seed = Semilla
watch-seed-tip = La semilla del generador aleatorio: con la misma semilla se repite la misma ejecución.
watch-new-seed = Nueva semilla
watch-new-seed-tip = Volver a empezar con la semilla siguiente, para otra ejecución.
watch-bad-setup = Con estos ajustes no se puede ejecutar: { $reason }
watch-bad-elite = la élite debe ser menor que la población, { $population } (es { $elite })

watch-play = Reproducir
watch-pause = Pausar
watch-play-tip = Reproducir la búsqueda a la velocidad indicada abajo, o ponerla en pausa ({ $key })
watch-step-back = Paso atrás
watch-step-back-tip = Deshacer exactamente el último paso ({ $key })
watch-step = Paso
watch-step-tip = Un paso de la búsqueda ({ $key })
watch-to-next-solution = A la siguiente solución
watch-to-next-solution-tip = Seguir hasta completar la siguiente solución
watch-skip-to-end = Saltar al final
watch-skip-to-end-tip = Llevar la búsqueda hasta el final: los contadores dan las cifras de la búsqueda entera
watch-restart = Reiniciar
watch-restart-tip = Volver a antes del primer paso
watch-speed = Velocidad
watch-speed-tip = Pasos por segundo al reproducir, de 1 a uno por fotograma. Los contadores son exactos a cualquier velocidad.
watch-every-frame = cada fotograma
watch-steps-per-second = { $steps ->
    [one] { $steps } paso/s
   *[other] { $steps } pasos/s
}

watch-counters = Contadores
watch-depth = Profundidad: { $depth } de { $rows }
watch-steps = Pasos: { $steps }
watch-local-steps-tip = Pasos dados: movimientos, movimientos rechazados, reinicios o generaciones
watch-nodes = Soluciones parciales visitadas (nodos): { $nodes }
watch-nodes-tip = Soluciones parciales visitadas, incluido el tablero solo con las reinas fijas
watch-state-space = Espacio de estados
watch-state-space-systematic = Estado inicial: el tablero solo con las reinas fijas. Función sucesor: poner una reina en una casilla no atacada de una fila vacía (la siguiente; con MRV, la que tiene menos casillas libres). Test objetivo: una reina en cada fila y ninguna atacada. Coste del camino: uno por cada reina colocada (todas las soluciones cuestan lo mismo).
watch-state-space-local = Estados: tableros completos, una reina en cada fila. Estado inicial: un tablero al azar. Función sucesor: mover una reina a otra casilla de su fila (el algoritmo genético: criar tableros nuevos por cruce y mutación). Test objetivo: h = 0, ninguna pareja se ataca. Coste del camino: no cuenta; solo importa el tablero al que se llega.
watch-state-space-min-conflicts = Estados: tableros completos, una reina en cada fila. Estado inicial: un tablero voraz (fila a fila, de arriba abajo, cada reina en una columna que ninguna reina ocupa aún: la primera libre de ataques, o si no la menos atacada, de unas cuantas probadas al azar). Función sucesor: mover una reina a otra casilla de su fila. Test objetivo: h = 0, ninguna pareja se ataca. Coste del camino: no cuenta; solo importa el tablero al que se llega.
watch-solutions = Soluciones: { $solutions }
watch-backtracks = Retrocesos: { $backtracks }
watch-checks = Comprobaciones de ataque: { $checks }
watch-checks-tip = Veces que se comprueba si una reina ataca una casilla
watch-nodes-by-row = Nodos por fila (la fila de la última reina colocada):
watch-fixed-only = solo las fijas
watch-rank-row = fila { $rank } desde abajo (ajedrez) · fila { $row } desde arriba, contando desde 0
watch-path = Camino de la búsqueda
watch-path-tip = La reina de cada fila, de arriba abajo; las [reinas fijas] no se mueven
watch-h = h = { $h }
watch-h-tip = El coste h: parejas de reinas que se atacan, haya lo que haya entre ellas
watch-move = Último movimiento: de { $from } a { $to }
watch-move-none = Último movimiento: ninguno todavía
watch-sideways-left = Movimientos laterales restantes: { $left }
watch-restarts-done = Reinicios hasta ahora: { $done }
watch-temperature-now = Temperatura: { $temperature }
watch-generation = Generación: { $generation }
watch-best-fitness = Mejor aptitud: { $fitness } de { $pairs } parejas sin atacarse
watch-best-boards = Los mejores tableros de esta generación:
watch-code = Código
watch-code-tip = El pseudocódigo del algoritmo: la línea que ejecutó el último paso está resaltada; debajo, las variables de la llamada en curso (su marco de pila).
watch-variables = Variables

watch-press-first = Pulsa antes Ver la búsqueda: reproduce la búsqueda en el tablero que se muestra.
watch-board-changed = El tablero ha cambiado desde que empezó esta búsqueda: pulsa Ver la búsqueda para ver la de este tablero.
watch-over-step-back = La búsqueda ha terminado: pulsa Reiniciar o Paso atrás.
watch-over-restart = La búsqueda ha terminado: pulsa Reiniciar para reproducirla otra vez.
watch-at-start = Este es el principio de la búsqueda.

watch-running-next = Avanzando hasta la siguiente solución… paso { $steps }
watch-running-end = Avanzando hasta el final… paso { $steps }
watch-over = La búsqueda ha terminado: { $solutions ->
    [one] { $solutions } solución
   *[other] { $solutions } soluciones
} en { $steps ->
    [one] { $steps } paso
   *[other] { $steps } pasos
}.
watch-solution-found = Solución { $number } encontrada.
watch-ready = Listo: pulsa Reproducir o Paso.
watch-step-n = Paso { $steps }.
watch-placed = Paso { $steps }: reina colocada en { $square }.
watch-placed-refused = Paso { $steps }: { $refused ->
    [one] { $refused } casilla rechazada
   *[other] { $refused } casillas rechazadas
}, reina colocada en { $square }.
watch-removed = Paso { $steps }: no queda casilla en su fila: se retira la reina de { $square }.
watch-removed-refused = Paso { $steps }: { $refused ->
    [one] { $refused } casilla rechazada
   *[other] { $refused } casillas rechazadas
}, no queda casilla en su fila: se retira la reina de { $square }.
watch-dead-end = Paso { $steps }: reina colocada en { $square }, y una fila vacía se ha quedado sin casillas: callejón sin salida.
watch-taken-back = Paso { $steps }: se retira la reina de { $square }.
watch-local-move = Paso { $steps }: la reina de { $from } pasa a { $to }; h = { $h }.
watch-local-stay = Paso { $steps }: la reina de { $from } se queda, su casilla ya es la mejor; h = { $h }.
watch-local-reject = Paso { $steps }: se rechaza el movimiento de { $from } a { $to } a temperatura { $temperature }; h = { $h }.
watch-local-restart = Paso { $steps }: atascado; reinicio { $restart } desde un tablero al azar, h = { $h }.
watch-local-generation = Paso { $steps }: nace la generación { $generation }; su mejor tablero tiene h = { $h }.
watch-local-no-goal = Ninguna solución contiene estas reinas fijas (el recuento con ellas es 0): aquí una búsqueda local solo puede agotar sus pasos. Quita una reina fija para darle un objetivo.
watch-local-solved = Resuelto: h = 0 tras { $steps ->
    [one] { $steps } paso
   *[other] { $steps } pasos
}.
watch-local-over = La ejecución ha terminado, sin pasos: h = { $h } tras { $steps ->
    [one] { $steps } paso
   *[other] { $steps } pasos
}.
watch-local-stuck = La ejecución ha terminado, atascada: ningún movimiento baja h = { $h } y no quedan movimientos laterales ni reinicios, tras { $steps ->
    [one] { $steps } paso
   *[other] { $steps } pasos
}.
watch-status-systematic = Ver la búsqueda: { $now } · { $nodes ->
    [one] { $nodes } nodo
   *[other] { $nodes } nodos
} · { $solutions ->
    [one] { $solutions } solución
   *[other] { $solutions } soluciones
} · { $backtracks ->
    [one] { $backtracks } retroceso
   *[other] { $backtracks } retrocesos
}.
watch-status-local = Ver la búsqueda: { $now }.

# El panel de código: el pseudocódigo de cada algoritmo, un mensaje por línea (la sangría la
# pone el código), y los nombres y valores de las variables del marco.


watch-code-backtrack-1 = procedimiento colocar(fila):
watch-code-backtrack-2 = si cada fila tiene una reina: informar de una solución
watch-code-backtrack-3 = para col en las columnas de la fila, de izquierda a derecha:
watch-code-backtrack-4 = si col, fila+col y fila−col están todas libres:
watch-code-backtrack-5 = poner una reina en (fila, col); marcarlas como usadas
watch-code-backtrack-6 = colocar(siguiente fila vacía)
watch-code-backtrack-7 = retirar la reina; liberarlas
watch-code-backtrack-8 = retornar   ▷ no queda ninguna casilla: volver a la fila de arriba

watch-code-forward-checking-1 = procedimiento colocar(dominios):
watch-code-forward-checking-2 = si cada fila tiene una reina: informar de una solución
watch-code-forward-checking-3 = fila ← la fila vacía más alta
watch-code-forward-checking-4 = para col en dominio[fila], de izquierda a derecha:
watch-code-forward-checking-5 = poner una reina en (fila, col)
watch-code-forward-checking-6 = quitar las casillas que ataca del dominio de cada fila vacía
watch-code-forward-checking-7 = si ningún dominio está vacío: colocar(dominios)
watch-code-forward-checking-8 = retirar la reina; restaurar los dominios
watch-code-forward-checking-9 = retornar

watch-code-mrv-1 = procedimiento colocar(dominios):
watch-code-mrv-2 = si cada fila tiene una reina: informar de una solución
watch-code-mrv-3 = fila ← la fila vacía con el dominio más pequeño (la más alta si hay empate)
watch-code-mrv-4 = para col en dominio[fila], de izquierda a derecha:
watch-code-mrv-5 = poner una reina en (fila, col)
watch-code-mrv-6 = quitar las casillas que ataca del dominio de cada fila vacía
watch-code-mrv-7 = si ningún dominio está vacío: colocar(dominios)
watch-code-mrv-8 = retirar la reina; restaurar los dominios
watch-code-mrv-9 = retornar

watch-code-hill-climbing-1 = tablero ← un tablero al azar (se mantienen las reinas fijas)
watch-code-hill-climbing-2 = repetir:
watch-code-hill-climbing-3 = si h(tablero) = 0: devolver tablero
watch-code-hill-climbing-4 = mejor ← el movimiento con la h más baja (empates al azar)
watch-code-hill-climbing-5 = si h(mejor) < h(tablero): tablero ← mejor; laterales ← K
watch-code-hill-climbing-6 = si no, si h(mejor) = h(tablero) y laterales > 0: tablero ← mejor; laterales ← laterales − 1
watch-code-hill-climbing-7 = si no, si reinicios < R: tablero ← un tablero al azar; reinicios ← reinicios + 1
watch-code-hill-climbing-8 = si no: devolver fallo   ▷ atascado

watch-code-min-conflicts-1 = tablero ← un tablero voraz: fila a fila, una columna libre, la menos atacada de unas cuantas probadas (se mantienen las reinas fijas)
watch-code-min-conflicts-2 = para paso en 1 … max_pasos:
watch-code-min-conflicts-3 = si h(tablero) = 0: devolver tablero
watch-code-min-conflicts-4 = fila ← la fila de una reina no fija y atacada, elegida al azar
watch-code-min-conflicts-5 = col ← la casilla de fila con menos conflictos (empates al azar)
watch-code-min-conflicts-6 = mover la reina de fila a col
watch-code-min-conflicts-7 = devolver fallo

watch-code-annealing-1 = tablero ← un tablero al azar (se mantienen las reinas fijas); T ← T0
watch-code-annealing-2 = para paso en 1 … max_pasos:
watch-code-annealing-3 = si h(tablero) = 0: devolver tablero
watch-code-annealing-4 = mov ← un movimiento al azar de una reina no fija
watch-code-annealing-5 = Δ ← h(mov) − h(tablero)
watch-code-annealing-6 = si Δ < 0 o aleatorio() < e^(−Δ/T): tablero ← mov
watch-code-annealing-7 = si no: mantener tablero   ▷ movimiento rechazado
watch-code-annealing-8 = T ← T × enfriamiento
watch-code-annealing-9 = devolver fallo

watch-code-genetic-1 = población ← P tableros al azar (se mantienen las reinas fijas)
watch-code-genetic-2 = para generación en 1 … max_generaciones:
watch-code-genetic-3 = si h(mejor) = 0: devolver mejor
watch-code-genetic-4 = siguiente ← los E mejores tableros, sin cambios
watch-code-genetic-5 = mientras siguiente tenga menos de P tableros:
watch-code-genetic-6 = x, y ← dos padres, probabilidad ∝ aptitud
watch-code-genetic-7 = hijo ← x[..corte] + y[corte..]; con probabilidad m mover la reina de una fila
watch-code-genetic-8 = añadir hijo a siguiente
watch-code-genetic-9 = población ← siguiente

watch-var-row = fila
watch-var-col = col
watch-var-rank = { $row } (fila { $rank } desde abajo)
watch-var-used-columns = columnas usadas
watch-var-used-sums = fila+col usadas
watch-var-used-differences = fila−col usadas
watch-var-domain = dominio[fila]
watch-var-empty-domains = dominios vacíos (filas de ajedrez)
watch-var-h = h(tablero)
watch-var-move = mov
watch-var-sideways = laterales
watch-var-restarts = reinicios
watch-var-generation = generación
watch-var-fitness = aptitud(mejor)

# Tabu search, and a parameter out of its range (any parameter, named by its field).
watch-algorithm-tabu = Búsqueda tabú
watch-about-tabu = Una reina en cada fila; cada paso hace el mejor movimiento, aunque empeore, pero nunca devuelve una reina a una casilla que dejó en los últimos movimientos, salvo que así supere el mejor tablero visto.
watch-tenure = Permanencia tabú
watch-tenure-tip = Durante cuántos movimientos una casilla que una reina dejó le queda prohibida (tabú).
watch-bad-range = { $param } debe estar entre { $min } y { $max } (es { $value })
watch-var-tabu = casillas tabú
watch-var-best-h = mejor h
watch-tabu-squares = Casillas tabú: { $count }
watch-best-h = Mejor h visto: { $h }
watch-code-tabu-1 = tablero ← un tablero al azar (se mantienen las reinas fijas); tabú ← vacía
watch-code-tabu-2 = para paso en 1 … max_pasos:
watch-code-tabu-3 = si h(tablero) = 0: devolver tablero
watch-code-tabu-4 = mov ← el mejor movimiento no tabú (uno tabú solo si mejora el mejor h visto)
watch-code-tabu-5 = hacer mov; añadir a tabú la casilla que deja la reina
watch-code-tabu-6 = si tabú tiene más casillas que la permanencia: olvidar la más antigua
watch-code-tabu-7 = devolver fallo
