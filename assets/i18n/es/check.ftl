# Lo que `nqueens check` escribe de las respuestas de un estudiante (vea en/check.ftl).

check-standard-input = entrada estándar
check-summary = { $files ->
    [one] { $files } archivo
   *[other] { $files } archivos
}: { $correct ->
    [one] { $correct } correcto
   *[other] { $correct } correctos
}, { $wrong ->
    [one] { $wrong } incorrecto
   *[other] { $wrong } incorrectos
}, { $unreadable ->
    [one] { $unreadable } ilegible
   *[other] { $unreadable } ilegibles
}.

check-heading = { $file } (n = { $n }, { $exercise ->
    [unique] una solución por clase de simetría
    [one] una solución
   *[all] todas las soluciones
}, { $notation ->
    [boards] tableros
    [lists-from-zero] listas desde 0
    [lists-from-one] listas desde 1
    [pairs] pares (fila, columna)
    [squares] casillas de ajedrez
    [number] un número
    [mixed] notaciones mezcladas
   *[none] nada leído
}): { $read ->
    [one] { $read } respuesta leída
   *[other] { $read } respuestas leídas
}, { $valid ->
    [one] { $valid } válida
   *[other] { $valid } válidas
}.
check-heading-count = { $file } (n = { $n }, el número de soluciones)

check-attack = Línea { $line }: { $by ->
    [position] la posición { $a }
   *[square] { $a }
} y { $by ->
    [position] la posición { $b }
   *[square] { $b }
} se atacan en la misma { $along ->
    [row] fila
    [column] columna
   *[diagonal] diagonal
}.
check-same-square = Línea { $line }: dos reinas en { $by ->
    [position] la posición { $queen }
   *[square] { $queen }
}.
check-wrong-size = Línea { $line }: una respuesta de tamaño { $size }, no { $n }.
check-not-square = Línea { $line }: un tablero de { $rows ->
    [one] { $rows } fila
   *[other] { $rows } filas
} y { $columns ->
    [one] { $columns } columna
   *[other] { $columns } columnas
}.
check-queen-count = Línea { $line }: un tablero con { $placed ->
    [one] { $placed } reina
   *[other] { $placed } reinas
}, no { $n }.
check-off-board = Línea { $line }: { $number } está fuera del tablero de { $n }×{ $n }.
check-unreadable = La línea { $line } no se puede leer: { $why ->
    [brackets] falta abrir o cerrar un paréntesis
    [grouping] sus números están agrupados de formas distintas
    [mixed] mezcla casillas de ajedrez y números
    [ragged-board] las filas del tablero tienen longitudes distintas
   *[huge] un número es demasiado grande
}.
check-more-wrong = … y { $more ->
    [one] { $more } respuesta incorrecta más
   *[other] { $more } respuestas incorrectas más
}.
check-more-repeats = … y { $more ->
    [one] { $more } repetición más
   *[other] { $more } repeticiones más
}.
check-repeat = La línea { $line } repite la línea { $first-line }.
check-repeat-class = La línea { $line } repite la línea { $first-line }, o la gira o la refleja.
check-missing = { $count ->
    [one] Falta { $count } solución: { $examples }.
   *[other] { $which ->
        [some] Faltan { $count } soluciones, p. ej. { $examples }.
       *[all] Faltan { $count } soluciones, { $examples }.
    }
}
check-missing-classes = { $count ->
    [one] Falta { $count } clase de soluciones: { $examples }.
   *[other] { $which ->
        [some] Faltan { $count } clases de soluciones, p. ej. { $examples }.
       *[all] Faltan { $count } clases de soluciones, { $examples }.
    }
}
check-not-one = Se pedía una respuesta; se han dado { $read }.
check-no-number = No se ha encontrado ningún número.
check-count-right = La línea { $line } da { $given }, el número correcto.
check-count-classes = La línea { $line } da { $given }, el número de clases por simetría; todas las soluciones son { $expected }.
check-count-wrong = La línea { $line } da { $given }; deberían ser { $expected }.
check-correct = Correcto.
check-not-correct = Incorrecto.
