# Las ventanas del laboratorio: el árbol de búsqueda junto a Ver la búsqueda, y Comparar.

tree-title = Árbol de búsqueda
tree-close = Cerrar el árbol
tree-toggle = Árbol
tree-toggle-tooltip = Mostrar el árbol de la búsqueda que estás viendo: un nodo por cada solución parcial visitada; crece a cada paso
tree-hide-tooltip = Ocultar el árbol de búsqueda
tree-needs-watch = Pulsa Ver la búsqueda primero: el árbol crece con esa búsqueda.
tree-needs-systematic = El árbol es de las búsquedas sistemáticas (vuelta atrás, comprobación hacia delante, MRV): las búsquedas locales se mueven entre tableros completos y no hacen árbol.
tree-summary = { $nodes ->
    [one] { $nodes } nodo
   *[other] { $nodes } nodos
} tras { $steps ->
    [one] { $steps } paso
   *[other] { $steps } pasos
}
tree-cut = El árbol se detiene en { $max } nodos: más allá nadie puede leerlo.
tree-legend = Azul: el camino actual. Verde: soluciones. Rojo: callejones sin salida. Arrastra para desplazar, Ctrl y la rueda para ampliar; haz clic en un nodo (o llega con Tab y pulsa Intro) para ver su tablero.
tree-root = Raíz: solo las reinas fijas
tree-node = Nodo { $id }: { $queen }
tree-folded = { $count ->
    [one] { $count } nodo plegado
   *[other] { $count } nodos plegados
}: haz clic para desplegar
tree-unfold-tooltip = Clic derecho, o Retroceso, para volver a plegar este subárbol
tree-fold = Plegar
tree-fold-tooltip = Volver a plegar el subárbol desplegado del nodo { $id } en una sola caja (también Retroceso sobre un nodo con el foco)
tree-preview = El tablero del nodo { $id }
tree-no-preview = Haz clic en un nodo para ver aquí su tablero parcial.
tree-clear-preview = Ocultar tablero
tree-clear-preview-tooltip = Dejar de mostrar el tablero del nodo
tree-fit = Ver el árbol entero
tree-fit-tooltip = Alejar la vista hasta ver todo el árbol, y seguirlo mientras crece hasta que lo desplaces o lo amplíes
tree-follow = Seguir la búsqueda
tree-follow-tooltip = Acercar la vista al nodo en el que está la búsqueda, lo bastante para leer los nombres de las casillas, y mantenerlo a la vista mientras la búsqueda avanza

compare-title = Comparación de búsquedas
compare-open = Comparar…
compare-open-tooltip = Comparar búsquedas, una junto a otra, en tableros de varios tamaños: una tabla y gráficas
compare-algorithms = Búsquedas
compare-choose-tooltip = Incluir { $name } en la comparación
compare-sizes = Tamaños
compare-sizes-tooltip = Tamaños de tablero separados por comas, como 8, 16, 32
compare-runs = Ejecuciones
compare-runs-tooltip = Ejecuciones de cada búsqueda local en cada tamaño (una búsqueda sistemática es siempre igual: una ejecución)
compare-seed = Semilla
compare-seed-tooltip = La ejecución i de una búsqueda local empieza con la semilla + i: la misma semilla da la misma tabla
compare-max-steps = Máximo de pasos
compare-max-steps-tooltip = Los pasos que da como mucho una búsqueda local en un tablero antes de rendirse; vacío: los de cada búsqueda (100.000, o 1000 generaciones en el algoritmo genético)
compare-params-from-watch = Tomar los parámetros de Ver la búsqueda
compare-params-from-watch-tooltip = Ejecutar las búsquedas locales con los parámetros puestos en Ver la búsqueda (movimientos laterales, reinicios, temperatura, enfriamiento, población, mutación) en lugar de los de aquí
compare-params-here = Parámetros puestos aquí: { $list }.
compare-params-watch = Parámetros tomados de Ver la búsqueda: { $list }.
compare-start = Iniciar la comparación
compare-start-tooltip = Medir cada búsqueda elegida en cada tamaño, en segundo plano (la ventana sigue respondiendo)
compare-question = Se calcula que esta comparación tardará aprox. { $time } en este ordenador; solo «{ $search }» en el tablero de { $n }×{ $n }, aprox. { $slowest }. ¿Iniciarla de todos modos? Detener la comparación conserva las filas ya medidas.
compare-stop = Detener la comparación
compare-stop-tooltip = Detener la comparación: se conservan las filas ya calculadas
compare-progress = { $done } de { $total ->
    [one] { $total } fila
   *[other] { $total } filas
}
compare-stopped = Detenida tras { $done } de { $total ->
    [one] { $total } fila
   *[other] { $total } filas
}.
compare-done = Hecho: { $total ->
    [one] { $total } fila
   *[other] { $total } filas
}.
compare-col-algorithm = Búsqueda
compare-col-n = n
compare-col-runs = Ejecuciones
compare-col-solved = Resueltas
compare-col-steps = Mediana de pasos
compare-col-seconds = Mediana de tiempo
compare-col-solutions = Soluciones
compare-col-nodes = Nodos
compare-col-checks = Comprobaciones de ataque
compare-search-spaces = Espacios de búsqueda del tablero de { $n }×{ $n }: C(n², n) = { $anywhere } colocaciones de n reinas en cualquier casilla, n^n = { $onearow } con una por fila, n! = { $permutations } permutaciones.
compare-plot-solved = Proporción de ejecuciones resueltas según n
compare-plot-steps = Mediana de pasos según n
compare-plot-h = h a lo largo de una ejecución (búsqueda: { $search }; n = { $n }, semilla { $seed })
compare-axis-n = Tamaño del tablero n
compare-axis-solved = Proporción resuelta
compare-axis-steps = log10 de los pasos
compare-axis-step = Paso
compare-axis-h = h (parejas que se atacan)
compare-export = Exportar CSV…
compare-export-tooltip = Elegir dónde guardar la tabla en CSV, como la escribe nqueens compare --format csv
compare-saved = Comparación guardada como { $name } en la carpeta { $folder }.
compare-save-failed = Error al exportar: no se pudo escribir { $path }: { $error }.
compare-already-running = Hay una comparación en marcha: detenla primero.
compare-nothing-running = No hay ninguna comparación en marcha.
compare-form-locked = La comparación en marcha usa estos valores: detenla para cambiarlos.
compare-export-running = Espera a que acabe la comparación, o detenla.
compare-export-empty = Aún no hay nada que exportar: pulsa primero Iniciar la comparación.
compare-no-algorithm = Elige al menos una búsqueda.
compare-bad-size = «{ $typed }» no es un tamaño de tablero: los tamaños van de 1 a { $max }, separados por comas.
compare-no-size = Escribe al menos un tamaño de tablero, como 8, 16, 32.
compare-bad-runs = El número de ejecuciones debe ser un entero, como mínimo 1.
compare-bad-seed = La semilla debe ser un número entero, 0 o más.
compare-bad-max-steps = El máximo de pasos debe ser un número entero, como mínimo 1 (o deja el campo vacío para usar el límite de cada búsqueda).
compare-too-many = La búsqueda «{ $name }» en un tablero de { $n }×{ $n } comprobaría demasiados tableros: quítala o usa tableros más pequeños.

## Guardar el árbol de búsqueda y los gráficos de Comparar como imágenes
save-picture = Guardar imagen…
save-tree-tooltip = Guardar el árbol de búsqueda entero como imagen, rotulada en este idioma: SVG o PNG, según la extensión del nombre
save-plot-tooltip = Guardar este gráfico como imagen, rotulada en este idioma: SVG o PNG, según la extensión del nombre
picture-files = Imágenes (SVG, PNG)
tree-picture-title = Árbol de búsqueda: { $search }, tablero de { $n }×{ $n }
tree-picture-path = el camino actual
tree-picture-solution = solución
tree-picture-dead-end = callejón sin salida
tree-picture-other = otro nodo
saved-tree = una imagen del árbol de búsqueda
saved-plot = una imagen del gráfico
compare-settings-row = Ajustes { $number }
compare-add-settings = Añadir ajustes
compare-add-settings-tooltip = Otra fila de parámetros: cada búsqueda local se ejecuta una vez por fila, todo en una tabla y un CSV (escalada con 0 y con 100 movimientos laterales, lado a lado)
compare-remove-settings = Quitar
compare-remove-settings-tooltip = Quitar los ajustes { $number }
