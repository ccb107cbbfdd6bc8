# Ver la búsqueda: una búsqueda jugada en el tablero paso a paso (panel, línea de estado, motivos).

watch-heading = Observando la búsqueda
watch-algorithm = Algoritmo
watch-algorithm-tip = Elige la búsqueda que quieres observar: al elegir, Ver la búsqueda vuelve a empezar desde el primer paso.

watch-small = Ver la búsqueda es para tableros pequeños (hasta unas { $small } columnas).
watch-too-big = Ver la búsqueda es para tableros pequeños (hasta unas { $small } columnas): la búsqueda de este dura mucho más de lo que nadie puede observar (Saltar al final sí la ejecuta entera y da sus cifras).

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

# El panel de código: los nombres de las variables del marco (el pseudocódigo de cada
# búsqueda y sus cifras propias están en searches.ftl).

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

# A parameter out of its range (any parameter, named by its field).
watch-bad-range = { $param } debe estar entre { $min } y { $max } (es { $value })
