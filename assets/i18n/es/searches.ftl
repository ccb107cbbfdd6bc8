# The words of each search of the lab, found by the search's name (`lab::Algorithm::name`)
# rather than through a function of their own, so a new search brings its words here and
# needs no code in the app: its name, what it does (`watch-about-NAME`), its pseudocode a
# message a line (`watch-code-NAME-K`, K from 1; indents are the machine's), its parameters
# (`watch-PARAM`, `watch-PARAM-tip`, and `compare-params-NAME` given each by its name), and
# its own figures (`watch-figure-WORD` given $value and $most, `watch-figure-WORD-var`).
# Identifiers are translated alike in every line of an algorithm and in its variables.

## all-placements
watch-algorithm-all-placements = Fuerza bruta (todas las colocaciones)

## permutations
watch-algorithm-permutations = Fuerza bruta (permutaciones)

## backtrack
watch-algorithm-backtrack = Vuelta atrás (backtracking)
watch-about-backtrack = La búsqueda clásica, la de los manuales: una reina por fila, de arriba abajo, columnas de izquierda a derecha; cada paso coloca una reina o retira la última.
watch-code-backtrack-1 = procedimiento colocar(fila):
watch-code-backtrack-2 = si cada fila tiene una reina: informar de una solución
watch-code-backtrack-3 = para col en las columnas de la fila, de izquierda a derecha:
watch-code-backtrack-4 = si col, fila+col y fila−col están todas libres:
watch-code-backtrack-5 = poner una reina en (fila, col); marcarlas como usadas
watch-code-backtrack-6 = colocar(siguiente fila vacía)
watch-code-backtrack-7 = retirar la reina; liberarlas
watch-code-backtrack-8 = retornar   ▷ no queda ninguna casilla: volver a la fila de arriba

## forward-checking
watch-algorithm-forward-checking = Comprobación hacia delante
watch-about-forward-checking = Vuelta atrás que mira hacia delante: cada reina colocada quita de las filas vacías las casillas que ataca (sombreadas), y una fila que se queda sin ninguna es un callejón sin salida al instante.
watch-code-forward-checking-1 = procedimiento colocar(dominios):
watch-code-forward-checking-2 = si cada fila tiene una reina: informar de una solución
watch-code-forward-checking-3 = fila ← la fila vacía más alta
watch-code-forward-checking-4 = para col en dominio[fila], de izquierda a derecha:
watch-code-forward-checking-5 = poner una reina en (fila, col)
watch-code-forward-checking-6 = quitar las casillas que ataca del dominio de cada fila vacía
watch-code-forward-checking-7 = si ningún dominio está vacío: colocar(dominios)
watch-code-forward-checking-8 = retirar la reina; restaurar los dominios
watch-code-forward-checking-9 = retornar

## mrv
watch-algorithm-mrv = MRV
watch-about-mrv = Comprobación hacia delante que rellena primero la fila vacía con menos casillas libres (la más restringida): la heurística MRV, mínimos valores restantes.
watch-code-mrv-1 = procedimiento colocar(dominios):
watch-code-mrv-2 = si cada fila tiene una reina: informar de una solución
watch-code-mrv-3 = fila ← la fila vacía con el dominio más pequeño (la más alta si hay empate)
watch-code-mrv-4 = para col en dominio[fila], de izquierda a derecha:
watch-code-mrv-5 = poner una reina en (fila, col)
watch-code-mrv-6 = quitar las casillas que ataca del dominio de cada fila vacía
watch-code-mrv-7 = si ningún dominio está vacío: colocar(dominios)
watch-code-mrv-8 = retirar la reina; restaurar los dominios
watch-code-mrv-9 = retornar

## hill-climbing
watch-algorithm-hill-climbing = Escalada (ascensión de colinas)
watch-about-hill-climbing = Una reina en cada fila; cada paso mueve una reina a la casilla que más reduce h, el número de parejas que se atacan. Cada casilla muestra la h que tendría el tablero si la reina de su fila se moviera allí.
watch-code-hill-climbing-1 = tablero ← un tablero al azar (se mantienen las reinas fijas)
watch-code-hill-climbing-2 = repetir:
watch-code-hill-climbing-3 = si h(tablero) = 0: devolver tablero
watch-code-hill-climbing-4 = mejor ← el movimiento con la h más baja (empates al azar)
watch-code-hill-climbing-5 = si h(mejor) < h(tablero): tablero ← mejor; laterales ← K
watch-code-hill-climbing-6 = si no, si h(mejor) = h(tablero) y laterales > 0: tablero ← mejor; laterales ← laterales − 1
watch-code-hill-climbing-7 = si no, si reinicios < R: tablero ← un tablero al azar; reinicios ← reinicios + 1
watch-code-hill-climbing-8 = si no: devolver fallo   ▷ atascado
watch-sideways = Movimientos laterales
watch-sideways-tip = Cuántos movimientos seguidos pueden dejar h igual antes de que el ascenso se dé por atascado (K).
watch-restarts = Reinicios
watch-restarts-tip = Cuántas veces un ascenso atascado puede volver a empezar desde un tablero al azar (R).
compare-params-hill-climbing = escalada con { $sideways ->
    [one] { $sideways } movimiento lateral
   *[other] { $sideways } movimientos laterales
} y { $restarts ->
    [one] { $restarts } reinicio
   *[other] { $restarts } reinicios
}
watch-figure-sideways-left = Movimientos laterales restantes: { $value }
watch-figure-sideways-left-var = laterales
watch-figure-restarts = Reinicios hasta ahora: { $value }
watch-figure-restarts-var = reinicios

## min-conflicts
watch-algorithm-min-conflicts = Mínimos conflictos
watch-about-min-conflicts = Una reina en cada fila; cada paso elige al azar una reina atacada y la lleva a la casilla de su fila con menos conflictos.
watch-code-min-conflicts-1 = tablero ← un tablero voraz: fila a fila, una columna libre, la menos atacada de unas cuantas probadas (se mantienen las reinas fijas)
watch-code-min-conflicts-2 = para paso en 1 … max_pasos:
watch-code-min-conflicts-3 = si h(tablero) = 0: devolver tablero
watch-code-min-conflicts-4 = fila ← la fila de una reina no fija y atacada, elegida al azar
watch-code-min-conflicts-5 = col ← la casilla de fila con menos conflictos (empates al azar)
watch-code-min-conflicts-6 = mover la reina de fila a col
watch-code-min-conflicts-7 = devolver fallo

## annealing
watch-algorithm-annealing = Recocido simulado
watch-about-annealing = Una reina en cada fila; cada paso sortea un movimiento, lo acepta si reduce h y, si no, solo por azar, cada vez con menos frecuencia a medida que baja la temperatura.
watch-code-annealing-1 = tablero ← un tablero al azar (se mantienen las reinas fijas); T ← T0
watch-code-annealing-2 = para paso en 1 … max_pasos:
watch-code-annealing-3 = si h(tablero) = 0: devolver tablero
watch-code-annealing-4 = mov ← un movimiento al azar de una reina no fija
watch-code-annealing-5 = Δ ← h(mov) − h(tablero)
watch-code-annealing-6 = si Δ < 0 o aleatorio() < e^(−Δ/T): tablero ← mov
watch-code-annealing-7 = si no: mantener tablero   ▷ movimiento rechazado
watch-code-annealing-8 = T ← T × enfriamiento
watch-code-annealing-9 = devolver fallo
watch-temperature = Temperatura inicial
watch-temperature-tip = La temperatura del primer paso: cuanto más alta, más a menudo se acepta un movimiento peor.
watch-cooling = Enfriamiento
watch-cooling-tip = Cada paso multiplica la temperatura por este valor (1 la mantiene constante).
compare-params-annealing = recocido desde la temperatura { $temperature }, enfriamiento { $cooling }
watch-figure-temperature = Temperatura: { $value }
watch-figure-temperature-var = T

## genetic
watch-algorithm-genetic = Algoritmo genético
watch-about-genetic = Generaciones de tableros completos: los más aptos se cruzan más a menudo, cada hijo mezcla a dos padres y a veces mueve una reina. El tablero muestra el mejor de la generación.
watch-code-genetic-1 = población ← P tableros al azar (se mantienen las reinas fijas)
watch-code-genetic-2 = para generación en 1 … max_generaciones:
watch-code-genetic-3 = si h(mejor) = 0: devolver mejor
watch-code-genetic-4 = siguiente ← los E mejores tableros, sin cambios
watch-code-genetic-5 = mientras siguiente tenga menos de P tableros:
watch-code-genetic-6 = x, y ← dos padres, probabilidad ∝ aptitud
watch-code-genetic-7 = hijo ← x[..corte] + y[corte..]; con probabilidad m mover la reina de una fila
watch-code-genetic-8 = añadir hijo a siguiente
watch-code-genetic-9 = población ← siguiente
watch-population = Población
watch-population-tip = Cuántos tableros tiene cada generación.
watch-mutation = Mutación
watch-mutation-tip = La probabilidad, de 0 a 1, de que un hijo tenga una reina movida al azar.
watch-elite = Élite
watch-elite-tip = Cuántos de los mejores tableros pasan sin cambios a la generación siguiente.
compare-params-genetic = algoritmo genético con población { $population }, mutación { $mutation }, élite { $elite }
watch-figure-generation = Generación: { $value }
watch-figure-generation-var = generación
watch-figure-best-fitness = Mejor aptitud: { $value } de { $most } parejas sin atacarse
watch-figure-best-fitness-var = aptitud(mejor)

## tabu
watch-algorithm-tabu = Búsqueda tabú
watch-about-tabu = Una reina en cada fila; cada paso hace el mejor movimiento, aunque empeore, pero nunca devuelve una reina a una casilla que dejó en los últimos movimientos, salvo que así supere el mejor tablero visto.
watch-code-tabu-1 = tablero ← un tablero al azar (se mantienen las reinas fijas); tabú ← vacía
watch-code-tabu-2 = para paso en 1 … max_pasos:
watch-code-tabu-3 = si h(tablero) = 0: devolver tablero
watch-code-tabu-4 = mov ← el mejor movimiento no tabú (uno tabú solo si mejora el mejor h visto)
watch-code-tabu-5 = hacer mov; añadir a tabú la casilla que deja la reina
watch-code-tabu-6 = si tabú tiene más casillas que la permanencia: olvidar la más antigua
watch-code-tabu-7 = devolver fallo
watch-tenure = Permanencia tabú
watch-tenure-tip = Durante cuántos movimientos una casilla que una reina dejó le queda prohibida (tabú).
compare-params-tabu = búsqueda tabú con permanencia { $tenure }
watch-figure-tabu-squares = Casillas tabú: { $value }
watch-figure-tabu-squares-var = casillas tabú
watch-figure-best-h = Mejor h visto: { $value }
watch-figure-best-h-var = mejor h
