## Preguntas y ventanas emergentes, y trabajos que se detienen

answer-question-first = Responde primero a la pregunta: Intro sigue adelante, Esc cancela.
finish-path-first = Termina primero con la ruta: Intro la usa, Esc cancela.
undo-cap-question = Deshacer guarda { $kept ->
    [one] { $kept } solución
   *[other] { $kept } soluciones
} de las { $cap } que se guardan en memoria como máximo, así que no puede guardar también { $listed ->
    [one] la solución mostrada
   *[other] las { $listed } soluciones mostradas
}. ¿{ $what } de todos modos? Deshacer recuperará entonces el tablero, no esta lista, y no se volverá a preguntar.
file-cancel = Cancelar
file-cancel-tooltip = Detener esta operación de archivo: no se abre nada, y una exportación deja entero el archivo anterior.
file-cancelled = Cancelado: { $path }.
file-job-failed = La operación de archivo se detuvo de forma inesperada ({ $what }); no se ha cambiado nada.
hints-failed = No se han podido calcular las pistas ({ $what }).
compare-failed = La comparación se detuvo de forma inesperada ({ $what }); las filas medidas antes se mantienen.
