# Las ventanas del laboratorio: el árbol de búsqueda junto a Ver la búsqueda, y Comparar.

tree-title = Árbol de búsqueda
tree-close = Cerrar el árbol
tree-toggle = Árbol
tree-toggle-tooltip = Muestra el árbol de la búsqueda que se ve: un nodo por colocación parcial visitada, que crece con cada paso
tree-hide-tooltip = Oculta el árbol de búsqueda
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
}: haz clic para abrir
tree-unfold-tooltip = Clic derecho, o Retroceso, para volver a plegar este subárbol
tree-fold = Plegar
tree-fold-tooltip = Vuelve a plegar el subárbol abierto del nodo { $id } en una sola caja (también Retroceso sobre un nodo con el foco)
tree-preview = El tablero del nodo { $id }
tree-no-preview = Haz clic en un nodo para ver aquí su tablero parcial.
tree-clear-preview = Ocultar tablero
tree-clear-preview-tooltip = Deja de mostrar el tablero del nodo
tree-fit = Ver el árbol entero
tree-fit-tooltip = Aleja la vista hasta ver todo el árbol, y síguelo mientras crece hasta que desplaces o amplíes

compare-title = Comparar búsquedas
compare-open = Comparar…
compare-open-tooltip = Compara búsquedas lado a lado en tableros de varios tamaños: una tabla y gráficos
compare-algorithms = Búsquedas
compare-choose-tooltip = Incluye { $name } en la comparación
compare-sizes = Tamaños
compare-sizes-tooltip = Tamaños de tablero separados por comas, como 8,16,32
compare-runs = Ejecuciones
compare-runs-tooltip = Ejecuciones de cada búsqueda local en cada tamaño (una búsqueda sistemática es siempre igual: una ejecución)
compare-seed = Semilla
compare-seed-tooltip = La ejecución i de una búsqueda local empieza con la semilla + i: la misma semilla da la misma tabla
compare-max-steps = Pasos máximos
compare-max-steps-tooltip = Los pasos que da como mucho una búsqueda local en un tablero antes de rendirse; vacío: los de cada búsqueda (100.000, o 1.000 generaciones la genética)
compare-start = Comparar
compare-start-tooltip = Mide cada búsqueda elegida en cada tamaño, fuera de la ventana
compare-stop = Detener la comparación
compare-stop-tooltip = Detiene la comparación: las filas hechas se quedan
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
compare-col-seconds = Tiempo mediano
compare-col-nodes = Nodos
compare-col-checks = Comprobaciones de ataque
compare-plot-solved = Proporción de ejecuciones resueltas según n
compare-plot-steps = Mediana de pasos según n
compare-plot-h = h a lo largo de los pasos de una ejecución (n = { $n })
compare-axis-n = Tamaño del tablero n
compare-axis-solved = Proporción resuelta
compare-axis-steps = log10 de los pasos
compare-axis-step = Paso
compare-axis-h = h (parejas que se atacan)
compare-csv-path = Archivo CSV
compare-csv-path-tooltip = Dónde escribe Exportar CSV (vacío: nqueens-compare.csv en la última carpeta usada)
compare-export = Exportar CSV
compare-export-tooltip = Escribe la tabla como lo hace nqueens compare --format csv
compare-saved = Comparación guardada en { $path }.
compare-save-failed = Error al exportar: no se pudo escribir { $path }: { $error }.
compare-already-running = Hay una comparación en marcha: detenla primero.
compare-nothing-running = No hay ninguna comparación en marcha.
compare-form-locked = La comparación en marcha usa estos valores: detenla para cambiarlos.
compare-export-running = Espera a que acabe la comparación, o detenla.
compare-export-empty = Aún no hay nada que exportar: haz primero una comparación.
compare-no-algorithm = Elige al menos una búsqueda.
compare-bad-size = «{ $typed }» no es un tamaño de tablero: los tamaños van de 1 a { $max }, separados por comas.
compare-no-size = Escribe al menos un tamaño de tablero, como 8,16,32.
compare-bad-runs = Las ejecuciones deben ser un número entero, al menos 1.
compare-bad-seed = La semilla debe ser un número entero, 0 o más.
compare-bad-max-steps = Los pasos máximos deben ser un número entero, al menos 1 (o déjalo vacío para el límite de cada búsqueda).
compare-too-many = { $name } en un tablero de { $n }×{ $n } comprobaría demasiados tableros: quítala o usa tableros más pequeños.
