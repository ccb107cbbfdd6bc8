# Comprobar respuestas (src/app/check/). Las frases de la nota son las de check.ftl.
# $keys es el atajo de una orden tal como termina un tooltip, con espacio delante: " (A)".

answers-open = Comprobar respuestas…
answers-open-tooltip = Comprobar las respuestas de un estudiante: cuáles están mal, repetidas o faltan{ $keys }
key-answers = Abrir o cerrar la comprobación de respuestas
answers-title = Comprobar respuestas
answers-paste-label = Respuestas (pega la salida del programa)
answers-paste-hint = Una respuesta por línea: 1 3 0 2, tableros de · y ♕, pares (fila, columna) o casillas de ajedrez
answers-open-file = Abrir un archivo…
answers-open-file-tooltip = Comprobar un archivo de texto con respuestas (se lee a la vez que se comprueba, por grande que sea)
answers-check = Comprobar
answers-check-tooltip = Comprobar las respuestas pegadas arriba
answers-stop = Detener
answers-stop-tooltip = Detener la comprobación
answers-exercise = Ejercicio
answers-exercise-all = Todas las soluciones
answers-exercise-unique = Una por clase de simetría
answers-exercise-one = Una solución
answers-exercise-count = El número
answers-n-auto = n según las respuestas
answers-n-auto-tooltip = Tomar el tamaño del tablero de la primera respuesta (para el número hay que darlo)
answers-n = Tamaño del tablero
answers-checking = Comprobando… { $lines ->
    [one] { $lines } línea leída
   *[other] { $lines } líneas leídas
}
answers-pasted = Respuestas pegadas
answers-wrong-heading = Respuestas incorrectas: { $count }
answers-repeats-heading = Repeticiones: { $count }
answers-missing-heading = Faltan: { $count }
answers-more = … y { $more } más
answers-pick-tip = Haz clic para verla en el tablero
answers-board-name = Tablero de la respuesta
answers-board-empty = Haz clic en una respuesta incorrecta, repetida o que falta para verla en este tablero.
answers-board-line = Línea { $line }
answers-board-missing = Solución que falta { $index }
answers-board-marked = { $queens }; se atacan: { $marked }
answers-not-drawn = Esta respuesta no cabe en el tablero de { $n }×{ $n }.
answers-nothing-read = No se ha encontrado ninguna respuesta. Pega líneas como 1 3 0 2 o [1, 3, 0, 2], tableros de · y ♕, pares (fila, columna) o casillas de ajedrez.
answers-failed-open = No se pudo abrir { $file }: { $said }
answers-failed-read = La lectura se detuvo en la línea { $line }: { $said }
answers-failed-not-text = La línea { $line } no es texto: ¿es la salida impresa del programa?
answers-failed-count-needs-n = Para el número hace falta el tamaño del tablero: desmarca «n según las respuestas» e indícalo.
answers-failed-too-big = n = { $n } es demasiado grande: todas las soluciones hasta 25, el número hasta 27.
answers-failed-zero = El tamaño del tablero debe ser al menos 1.
answers-failed-stopped = La comprobación se detuvo de forma inesperada: { $said }
answers-why-empty = Pega primero las respuestas
answers-why-running = Hay una comprobación en marcha: detenla primero
answers-why-idle = No hay ninguna comprobación en marcha
answers-text-files = Archivos de texto
answers-all-files = Todos los archivos
