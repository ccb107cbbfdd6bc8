# Las palabras de Queenside en castellano (véase en/queenside.ftl).

language-label = Idioma
language-tooltip = El idioma de la aplicación. Empieza siendo el del sistema; se guarda tu elección.

solutions-count = { $count ->
    [one] { $count } solución
   *[other] { $count } soluciones
}

window-title = Queenside — N reinas
language-system = Sistema ({ $language })

## Números y duraciones

short-thousands = { $value } mil
short-millions = { $value } M
short-billions = { $value } mil M
duration-days = { $count ->
    [one] { $count } día
   *[other] { $count } días
}
duration-years = { $count ->
    [one] { $count } año
   *[other] { $count } años
}
duration-years-text = { $years } años
duration-under-ms = menos de 1 ms
more-than-any-number = más de 10^308

## Tableros y respuestas

unique-solutions-count = { $count ->
    [one] { $count } solución única
   *[other] { $count } soluciones únicas
}
saved-to = Guardado en { $path }: { $what }.
size-clamped = El tamaño del tablero va de 1 a { $max }: { $typed } pasa a ser { $size }, así que el tablero es ahora de { $n }×{ $n }.
not-a-size = «{ $typed }» no es un tamaño de tablero: escribe un número entero de 1 a { $max }. El tablero sigue siendo de { $n }×{ $n }.
square-attacked = atacada
square-dead = muerta: ninguna solución pasa por ella
square-solutions = { $count ->
    [one] { $count } solución
   *[other] { $count } soluciones
}
square-some-solutions = algunas soluciones
hints-keep = { $count ->
    [one] { $count } solución contiene estas reinas.
   *[other] { $count } soluciones contienen estas reinas.
}
hints-remove = Ninguna: quita una reina.
hints-remove-leaves = Ninguna: quita una reina. Si quitas { $square }, quedan { $count ->
    [one] { $count } solución
   *[other] { $count } soluciones
}.
hints-remove-leaves-some = Ninguna: quita una reina. Si quitas { $square }, quedan algunas.
hints-too-many = Algunas soluciones contienen estas reinas (demasiadas para contarlas a tiempo).
hints-not-decided = No se pudo decidir a tiempo si alguna solución contiene estas reinas.
hints-squares-not-decided = Algunas casillas no se decidieron a tiempo.
fixed-attack = { $a } y { $b } se atacan { $how ->
    [row] en la misma fila
    [column] en la misma columna
   *[other] en diagonal
}.
fixed-same-square = { $a } y { $b } están en la misma casilla.
copied = Copiado ({ $what }): { $text }
copied-long = Copiado ({ $what }, { $length } caracteres): { $start }

## La línea de estado

cursor = Cursor { $square } ·
search-heading-most = Colocando el máximo de reinas…
search-heading-solve = Resolviendo…
best-so-far = la mejor hasta ahora: { $count ->
    [one] { $count } reina
   *[other] { $count } reinas
}
solutions-rate = { $rate } soluciones/s
steps-count = { $unit ->
    [half-boards] { $count ->
        [one] { $short } medio tablero
       *[other] { $short } medios tableros
    }
   *[other] { $count ->
        [one] { $short } nodo
       *[other] { $short } nodos
    }
}
steps-rate = { $unit ->
    [half-boards] { $rate } medios tableros/s
   *[other] { $rate } nodos/s
}
memory-cap-listing = límite de memoria: se muestran las primeras { $count }
list-still-shows = La lista sigue mostrando { $solutions } del tablero de { $n }×{ $n }.
status-ready = Listo. Haz clic en las casillas para fijar reinas y pulsa Resolver.
from-earlier-board = De un tablero anterior: { $text }
stats-time = en { $time }
stats-steps-time = { $steps } en { $time }
solve-none = Terminado: no hay soluciones para { $this ->
    [this] este
   *[that] ese
} tablero ({ $stats }).
solve-only = Terminado: solo existe una { $kind ->
    [unique] solución única
   *[all] solución
} ({ $stats }).
solve-all = Terminado: se encontraron las { $count } { $kind ->
    [unique] soluciones únicas
   *[all] soluciones
} ({ $stats }).
solve-limit = Límite alcanzado: se detuvo tras { $solutions } ({ $stats }).
solve-stopped = Detenido antes de terminar: { $solutions }, una lista incompleta ({ $stats }).
solve-stopped-by-change = El cambio de tablero detuvo la búsqueda en el tablero de { $n }×{ $n }: { $solutions }, una lista incompleta ({ $stats }). Deshacer recupera aquel tablero.
solve-memory-cap = Límite de memoria alcanzado: la lista guarda las primeras { $count } (al exportar consta complete: false).
count-resumed-stats = se reanudó con { $percent ->
    [0] menos del 1%
   *[other] el { $percent }%
} ya contado; esta vez { $stats }
count-done = Contado: { $count ->
    [one] { $count } solución
   *[other] { $count } soluciones
}, { $unique ->
    [one] { $unique } única
   *[other] { $unique } únicas
} ({ $stats }). No se guardó ninguna.
count-stopped-at-start = El recuento se detuvo antes de contar ninguna parte.
count-stopped = Recuento detenido { $percent ->
    [0] antes de llegar al 1%
   *[other] al { $percent }%
}.
count-stopped-saved = Recuento detenido { $percent ->
    [0] antes de llegar al 1%
   *[other] al { $percent }%
}. Su progreso está guardado (contado: { $saved ->
    [0] menos del 1%
   *[other] el { $saved }%
}): pulsa Solo contar para reanudarlo.
count-stopped-not-saved = Recuento detenido { $percent ->
    [0] antes de llegar al 1%
   *[other] al { $percent }%
}. Su progreso no está guardado.
count-stopped-by-change = El cambio de tablero detuvo el recuento del tablero de { $n }×{ $n } { $percent ->
    [0] antes de llegar al 1%
   *[other] al { $percent }%
}. Deshacer recupera aquel tablero.
most-queens-proven = Máximo de reinas: { $count } en { $this ->
    [this] este
   *[that] ese
} tablero de { $n }×{ $n }, demostrado ({ $stats }).
most-queens-stopped = Detenido: la mejor colocación encontrada tiene { $count ->
    [one] { $count } reina
   *[other] { $count } reinas
}, sin demostrar que sea el máximo ({ $stats }).
most-queens-stopped-by-change = El cambio de tablero detuvo Máximo de reinas en el tablero de { $n }×{ $n }: la mejor colocación encontrada tiene { $count ->
    [one] { $count } reina
   *[other] { $count } reinas
}, sin demostrar que sea el máximo ({ $stats }). Deshacer recupera aquel tablero.
run-failed = Error: { $reason }
opened = Abierto { $name }: { $what }.
counting-lists-none = Contando: Solo contar no lista soluciones (pulsa Resolver para verlas).
count-unfinished-resume = El recuento no terminó: pulsa Solo contar para reanudarlo.
count-unfinished = El recuento no terminó.
best-searching = La mejor hasta ahora: { $count ->
    [one] { $count } reina
   *[other] { $count } reinas
}{ $full ->
    [full] , una solución completa
   *[part] {""}
}. Buscando más…
best-proven = Máximo de reinas: { $count }{ $full ->
    [full] , una solución completa
   *[part] {""}
}. Demostrado: ninguna colocación tiene más.
best-not-proven = La mejor encontrada: { $count ->
    [one] { $count } reina
   *[other] { $count } reinas
}{ $full ->
    [full] , una solución completa
   *[part] {""}
}. Sin demostrar: la búsqueda se detuvo.
count-heading-resuming = Reanudando: ya se había contado { $percent ->
    [0] menos del 1%
   *[other] el { $percent }%
} (necesita unos { $memory })
count-heading-memory = Contando (necesita unos { $memory })…
count-heading = Contando…
solutions-so-far = { $count ->
    [one] { $count } solución hasta ahora
   *[other] { $count } soluciones hasta ahora
}
time-left-estimating = estimando el tiempo restante…
time-left-finishing = terminando…
time-left = tiempo restante: aprox. { $time }

## Recuentos: la pregunta antes de uno largo

count-question = Contar el tablero de { $n }×{ $n }{ $fixed ->
    [0] {""}
    [one] {" "}con { $fixed } reina fija
   *[other] {" "}con { $fixed } reinas fijas
} llevará aprox. { $time } con { $cores ->
    [one] { $cores } núcleo
   *[other] { $cores } núcleos
} y necesitará unos { $memory } de memoria{ $machine ->
    [none] .
   *[other] , más de la mitad de los { $machine } de esta máquina.
}
count-question-rest = El resto del recuento del tablero de { $n }×{ $n }{ $fixed ->
    [0] {""}
    [one] {" "}con { $fixed } reina fija
   *[other] {" "}con { $fixed } reinas fijas
} (ya está guardado { $percent ->
    [0] menos del 1%
   *[other] el { $percent }%
}) llevará aprox. { $time } con { $cores ->
    [one] { $cores } núcleo
   *[other] { $cores } núcleos
} y necesitará unos { $memory } de memoria{ $machine ->
    [none] .
   *[other] , más de la mitad de los { $machine } de esta máquina.
}
count-question-anyway = ¿Contar de todos modos? Detener conserva lo contado, y Solo contar lo reanuda más tarde.
count-question-list = La lista de { $listed ->
    [one] { $listed } solución
   *[other] { $listed } soluciones
} es demasiado grande para conservarla en el historial de deshacer (con lo que ya hay en él, superaría el límite de memoria de { $cap }): Deshacer recuperará el tablero, no la lista.
sizing-heading = Preparando el recuento… (construyendo tablas)
expected-to-take = se esperaba que llevara aprox. { $time }

## Imágenes

image-files = Imágenes (SVG, PNG, PDF)
sheet-files = Hojas (PDF, SVG)
sheet-while-running = Detén la búsqueda antes de exportar una hoja.
no-sheet-yet = Aún no hay soluciones en la lista: pulsa Resolver primero.
sheet-too-big = Una hoja admite como mucho { $max } tableros, y hay { $listed } soluciones en la lista: pon «Detener tras» en { $max } o menos y pulsa Resolver otra vez, o usa Exportar JSON…
text-too-wide = Copiar como texto dibuja tableros de hasta { $max }×{ $max }: usa Copiar imagen para este.
sheet-needs-memory = una hoja de { $boards ->
    [one] { $boards } tablero
   *[other] { $boards } tableros
} necesita unos { $need } MiB de memoria para dibujarse, más que los { $room } MiB libres: lista menos soluciones («Detener tras») y pulsa Resolver otra vez
sheet-not-png = Una hoja se guarda en PDF o SVG: usa la extensión .pdf o .svg.
saved-board = una imagen del tablero de { $n }×{ $n }
saved-sheet = una hoja de { $boards ->
    [one] { $boards } tablero
   *[other] { $boards } tableros
} en { $pages ->
    [one] { $pages } página
   *[other] { $pages } páginas
}
export-failed = No se pudo exportar: { $reason }
copied-image = Tablero copiado como imagen de { $width }×{ $height }.
copied-board-text = Tablero copiado como texto: · una casilla vacía, ♕ una reina, ♛ una reina fija.
copy-failed = No se pudo copiar el tablero: { $reason }

## Notaciones

notation-from-zero = Columnas desde 0
notation-from-one = Columnas desde 1
notation-squares = Casillas de ajedrez
notation-from-zero-explained = La columna de cada fila, contando la columna izquierda como 0, como la escriben los archivos
notation-from-one-explained = La columna de cada fila, contando la columna izquierda como 1, como la dan los libros
notation-squares-explained = La casilla de cada reina como en ajedrez: columnas a, b, c… desde la izquierda, fila 1 abajo
notation-pairs = Pares (fila, columna)
notation-pairs-explained = Cada reina como el par (fila, columna), ambas contadas desde 0 y la fila 0 arriba: los estados del cuaderno del curso
read-from-zero = Columnas por fila, la fila de arriba primero (0 = columna izquierda)
read-from-one = Columnas por fila, la fila de arriba primero (1 = columna izquierda)
read-squares = Casillas por fila, la fila de arriba primero
read-pairs = Reinas como pares (fila, columna), la fila de arriba primero (ambas contadas desde 0)
read-cut = { $how }; las primeras { $count } de cada una

## Por qué no se puede hacer algo ahora

cannot-start-conflict = No se puede empezar: { $conflict } Quita una de las dos.
cannot-start = No se puede empezar: { $reason }.
count-too-wide = El recuento funciona en tableros de hasta { $n }×{ $n }: los mayores tienen demasiadas soluciones para contarlas.
most-queens-too-wide = Máximo de reinas funciona en tableros de hasta { $n }×{ $n }; a partir de 4×4, todo tablero mayor tiene una solución completa (pulsa Resolver).
watch-too-wide = Ver la búsqueda funciona en tableros de hasta { $n }×{ $n }, y es mejor en los pequeños: paso a paso, la búsqueda en un tablero de { $n }×{ $n } duraría más de lo que nadie aguantaría mirando.
nothing-running = No hay nada en marcha.
nothing-to-undo = No hay nada que deshacer.
nothing-to-redo = No hay nada que rehacer.
nothing-to-answer = No hay nada que responder.
count-owns-saved = El recuento en marcha está usando el progreso guardado: detenlo primero.
no-saved-count = No hay ningún recuento guardado de este tablero.
wait-for-file = Espera a que termine de guardarse o abrirse el archivo.
stop-before-export = Detén la búsqueda antes de exportar.
nothing-to-export = Aún no hay nada que exportar: pulsa Resolver o Máximo de reinas primero.
## Lo que nombran deshacer y rehacer

undo-fix = fijar { $square }
undo-remove = quitar { $square }
undo-clear = quitar { $count ->
    [one] { $count } reina fija
   *[other] { $count } reinas fijas
}
undo-board-size = tamaño del tablero de { $old }×{ $old } a { $n }×{ $n }
undo-show-unique = mostrar las soluciones únicas
undo-show-all = mostrar todas las soluciones
undo-solve = Resolver
undo-count = Solo contar
undo-most-queens = Máximo de reinas
undo-watch = Ver la búsqueda
undo-open = abrir { $name }
undo-open-question = Abrir { $name }
list-not-kept = La lista sustituida no se guardó para deshacer (límite de memoria).

## Tablero y opciones

size-dropped-queens = El tablero es ahora de { $n }×{ $n }: { $names } { $count ->
    [one] ya no cabe y se ha quitado.
   *[other] ya no caben y se han quitado.
}
square-at-row-col = fila { $row } desde arriba, columna { $col } (ambas desde { $from })
square-at-row-col-short = fila { $row } desde arriba, col. { $col }
list-out-of-date = Desactualizada: esta lista tiene { $listed ->
    [unique] las soluciones únicas
   *[all] todas las soluciones
} y está incompleta, así que no se puede filtrar aquí. Pulsa Resolver para listar { $wanted ->
    [unique] las únicas
   *[all] todas
}.

## Búsquedas y archivos

open-ended-search = Unas { $estimate } soluciones, demasiadas para listarlas todas: se muestran las soluciones a medida que se encuentran, hasta tu límite de memoria de { $cap }. Detener termina la búsqueda.
discarded-saved-count = Se descartó el recuento guardado de este tablero (hecho: { $percent ->
    [0] menos del 1%
   *[other] el { $percent }%
}): el próximo recuento empezará desde el principio.
could-not-discard = No se pudo descartar el recuento guardado: { $reason }.
search-failed = La búsqueda falló: { $reason }
puzzle-failed = No se pudo generar el problema: { $reason }
cannot-save-progress = No se puede guardar el progreso del recuento ({ $reason }); el recuento sigue.
progress-not-saved = El progreso del recuento no se guardó: { $reason }.
saved-count-set-aside = No se pudo usar el recuento guardado ({ $reason }). El archivo se conservó como { $kept }, a su lado, y el recuento empieza desde el principio.
saved-count-unusable = No se pudo usar el recuento guardado ({ $reason }) ni apartarlo ({ $moving }). El recuento empieza desde el principio y no guardará su progreso.
could-not-open = No se pudo abrir { $path }: { $reason }
could-not-open-too-big = No se pudo abrir { $path }: su tablero es de { $n }×{ $n }, y la aplicación muestra tableros de hasta { $max }×{ $max }. Usa la línea de órdenes para tableros mayores.
opened-solutions = { $solutions } del tablero de { $n }×{ $n }, { $set ->
    [complete] el conjunto completo
   *[incomplete] un conjunto incompleto
}
opened-placement = una colocación de { $count ->
    [one] { $count } reina
   *[other] { $count } reinas
} en el tablero de { $n }×{ $n }, { $proven ->
    [proven] demostrado que es el máximo
   *[not] sin demostrar que sea el máximo
}
could-not-ask-for-file = No se pudo pedir un archivo: el sistema no abrió un hilo para ello ({ $reason }).
could-not-open-file = No se pudo abrir el archivo: el sistema no abrió un hilo para ello ({ $reason }).
could-not-export-file = No se pudo exportar el archivo: el sistema no abrió un hilo para ello ({ $reason }).
json-files = Documentos de Queenside (JSON)
csv-files = Tablas (CSV)
no-file-dialog = Aquí no se puede abrir ningún diálogo de archivos (no hay portal de escritorio ni zenity). Escribe una ruta.
file-dialog-failed = El diálogo de archivos no se abrió (no respondió ningún portal de escritorio ni zenity). Escribe una ruta.
saved-placement = la colocación

## Motivos

cannot-delete-saved-count = no se puede borrar el recuento guardado { $path }: { $reason }

## La franja de avisos y la pregunta antes de una acción

notice-dismiss = Cerrar
confirm-go-ahead = Adelante
confirm-cancel = Cancelar

## Palabras de los paneles que eran constantes

export-image = Exportar imagen…
export-sheet = Exportar hoja…
copy-image = Copiar imagen
copy-text = Copiar como texto
export-image-what = Guardar el tablero que se muestra como imagen: sus reinas fijas, la solución o colocación mostrada y las pistas si están activas. SVG, PNG o PDF, según la extensión del nombre
export-sheet-what = Guardar las soluciones de la lista en páginas A4, cada tablero con su número y sus columnas al pie, para imprimir. PDF o SVG, según la extensión del nombre
copy-image-what = Copiar el tablero que se muestra como imagen, para pegarlo en un documento
copy-text-what = Copiar el tablero que se muestra como texto: · una casilla vacía, ♕ una reina, ♛ una reina fija
notation-label = Escribir como
none-yet = ninguna aún: las reinas fijas quizá no permitan ninguna, y demostrarlo puede tardar (Máximo de reinas muestra cuántas caben)
hint-dead = No pasa ninguna solución
hint-attacked = La ataca una reina fija

# A Watch board exported: under the board, the search and its step (and a local search's h).
picture-watch-caption = { $search }, paso { $step }
picture-watch-caption-local = { $search }, paso { $step }: h = { $h }
