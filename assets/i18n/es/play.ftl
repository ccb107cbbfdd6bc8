# Jugar: resolver un problema a mano (src/app/panels/play.rs, src/app/board/play.rs).

play-open = Jugar
play-open-tooltip = Resolver un problema: un tablero con algunas reinas dadas y una sola forma de completarlo{ $keys }
play-title = Jugar
play-board-name = Tablero del problema
play-making = Preparando un problema…
play-task = Coloca una reina en cada fila sin que dos se ataquen. Las reinas con anillo están dadas y no se mueven.
play-heading = Problema { $n }×{ $n }, { $grade }
play-grade-easy = fácil
play-grade-medium = intermedio
play-grade-hard = difícil
play-grade-any = cualquier nivel
play-grade-label = Nivel
play-grade-tooltip = Dificultad de los problemas que crea Nuevo problema: los fáciles se resuelven sin tantear (sin vuelta atrás); los intermedios, con un tanteo; los difíciles, con más
play-from-file = Problema { $index } de { $count } de { $file }
play-previous = Anterior
play-next = Siguiente
play-previous-tooltip = El problema anterior del archivo
play-next-tooltip = El problema siguiente del archivo
play-placed = Reinas: { $placed } de { $n }
play-progress = Movimientos: { $moves } · Pistas: { $hints } · Tiempo: { $time }
play-solved = Resuelto en { $time }, con { $moves ->
    [one] un movimiento
   *[other] { $moves } movimientos
} y { $hints ->
    [0] ninguna pista
    [one] una pista
   *[other] { $hints } pistas
}. ¡Muy bien!
play-revealed = Se muestra la solución. Pulsa Nuevo problema para volver a jugar.
play-check = Comprobar
play-check-tooltip = Decir cuántas reinas atacan a otra, sin decir cuáles
play-conflicts = Mostrar conflictos
play-conflicts-tooltip = Nombrar las reinas que atacan a otra y marcarlas en el tablero
play-hint = Pista
play-hint-tooltip = Colocar una reina de la solución (las pistas se cuentan)
play-undo = Deshacer jugada
play-undo-tooltip = Deshacer el último movimiento{ $keys }
play-redo = Rehacer jugada
play-redo-tooltip = Volver a hacer el movimiento deshecho{ $keys }
play-reveal = Mostrar solución
play-reveal-tooltip = Mostrar la solución (el problema termina sin resolver)
play-reveal-question = ¿Mostrar la solución? El problema termina sin resolver, y Deshacer no lo recupera.
play-new = Nuevo problema
play-new-tooltip = Crear otro problema del tablero { $n }×{ $n }, del nivel elegido
play-close = Cerrar
play-close-tooltip = Cerrar Jugar (el problema se queda hasta el siguiente){ $keys }
play-checked = { $count ->
    [0] Ninguna reina ataca a otra.
   *[other] { $count } reinas atacan a otra.
}
play-dead-end = Ninguna reina ataca a otra, pero el tablero ya no se puede completar: hay una reina fuera de la solución.
play-shown = En conflicto: { $queens }.
play-shown-none = Ninguna reina ataca a otra.
play-sheet-count = Problemas que exportar
play-sheet-count-tooltip = Cuántos problemas crean Exportar hoja de problemas y Exportar problemas (un conjunto abierto de un archivo se exporta tal cual)
play-sheet = Exportar hoja de problemas…
play-sheet-tooltip = Guardar problemas de este tamaño y nivel, numerados, con las soluciones en las últimas páginas, en PDF, SVG o PNG, en el idioma de la aplicación
play-export = Exportar problemas…
play-export-tooltip = Guardar problemas en JSON, uno por línea, para volver a jugarlos o imprimirlos con nqueens puzzle
play-file-name = reinas-{ $n }x{ $n }-problemas
play-open-file = Abrir problemas…
play-open-file-tooltip = Jugar problemas de un archivo JSON{ $keys }
play-saved-puzzles = { $count ->
    [one] un problema
   *[other] { $count } problemas
}
play-saved-sheet = una hoja con { $count ->
    [one] un problema
   *[other] { $count } problemas
} en { $pages ->
    [one] una página
   *[other] { $pages } páginas
}
play-opened = { $count ->
    [one] Se ha abierto un problema
   *[other] Se han abierto { $count } problemas
} de { $path }.
play-bad-file = No es un archivo de problemas válido: { $reason }
play-why-size = Los problemas se crean en tableros de { $min } a { $max } de lado; este tablero es de { $n }×{ $n }.
play-why-grade = El tablero { $n }×{ $n } no tiene problemas de nivel { $grade }.
play-why-making = Se está preparando un problema.
play-why-no-game = Aún no hay problema: pulsa Nuevo problema.
play-why-over = Este problema ha terminado: crea uno nuevo.
play-why-given = Esa reina está dada: no se mueve.
play-why-nothing = No hay nada que deshacer.
play-why-nothing-redo = No hay nada que rehacer.
play-why-solved = El tablero ya está completo.
play-why-first = Es el primer problema del archivo.
play-why-last = Es el último problema del archivo.
play-gave-up = Esta vez no ha salido ningún problema de nivel { $grade } del tablero { $n }×{ $n }; pulsa Nuevo problema para intentarlo otra vez.
key-play = Abrir o cerrar Jugar

# Why a puzzle file could not be opened (after play-bad-file's "This is not a valid puzzle file:").
play-file-empty = el archivo no contiene ningún problema
# $cap: el límite de memoria, un número de problemas.
play-file-past-cap = el archivo tiene más de { $cap } problemas, por encima del límite de memoria
play-file-not-json = la línea { $line } no es JSON
play-file-foreign = el problema { $puzzle } (línea { $line }) no es un problema de Queenside
play-file-missing = al problema { $puzzle } (línea { $line }) le falta el campo «{ $field }»
play-file-field = el campo «{ $field }» del problema { $puzzle } (línea { $line }) no es válido
play-file-version = el problema { $puzzle } (línea { $line }) tiene la versión { $found }, y esta versión de Queenside lee la versión { $reads }
play-file-size = el problema { $puzzle } (línea { $line }) es de un tablero de { $n }×{ $n }, y los problemas van de { $min }×{ $min } a { $max }×{ $max }
play-file-board = el tablero del problema { $puzzle } (línea { $line }) no es válido: { $reason }
play-file-no-completion = las reinas del problema { $puzzle } (línea { $line }) no se pueden completar, y un problema tiene exactamente una forma de completarse
play-file-many-completions = las reinas del problema { $puzzle } (línea { $line }) se pueden completar de más de una forma, y un problema tiene exactamente una
play-file-wrong-solution = la «solution» del problema { $puzzle } (línea { $line }) no es la única forma de completar sus reinas
play-file-wrong-grade = el problema { $puzzle } (línea { $line }) da { $stated } como su «{ $field }», pero el evaluador obtiene { $found }
