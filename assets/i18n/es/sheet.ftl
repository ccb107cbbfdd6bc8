# Lo que se imprime en las hojas de soluciones y de problemas (vea en/sheet.ftl).

sheet-page = Página { $page } de { $pages }
sheet-solutions-title = Soluciones del tablero de { $n }×{ $n }
sheet-fixed-none = Reinas fijas: ninguna.
sheet-fixed-listed = Reinas fijas (casilla, [fila, columna]): { $listed }.
sheet-filter = { $which ->
    [unique] Soluciones únicas (una por cada clase de simetría: las 8 rotaciones y reflexiones del tablero)
   *[all] Todas las soluciones
}: { $count }, { $whole ->
    [complete] todas ellas
   *[partial] no todas: la búsqueda se detuvo antes del final
}.
sheet-captions-from-zero = El pie de cada tablero da las columnas de sus reinas, fila a fila desde arriba (0 = columna izquierda).
sheet-captions-from-one = El pie de cada tablero da las columnas de sus reinas, fila a fila desde arriba (1 = columna izquierda).
sheet-captions-squares = El pie de cada tablero da las casillas de ajedrez de sus reinas, fila a fila desde arriba.
sheet-captions-pairs = El pie de cada tablero da sus reinas como pares (fila, columna), ambas contadas desde 0 y la fila 0 arriba.
sheet-too-wide-caption = { $number }. ({ $n } columnas: el archivo de soluciones las da)
sheet-no-solutions = Ninguna solución.
sheet-puzzles-title = Problemas de reinas en el tablero de { $n }×{ $n }
sheet-puzzles-task = Coloca una reina en cada fila de modo que no haya dos reinas que se ataquen. Las reinas azules son reinas fijas: cada problema tiene una sola solución. Las soluciones siguen a los problemas, desde una página nueva.
sheet-puzzle-caption = Problema { $number } ({ $grade ->
    [easy] fácil
    [medium] intermedio
   *[hard] difícil
})
sheet-answers-title = Soluciones
sheet-answer-caption = Solución del problema { $number }
