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

under-one-percent = menos del 1%
duration-days = { $count ->
    [one] { $count } día
   *[other] { $count } días
}
duration-years = { $count ->
    [one] { $count } año
   *[other] { $count } años
}
duration-years-text = { $years } años
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
    [one] { $count } solución mantiene estas reinas.
   *[other] { $count } soluciones mantienen estas reinas.
}
hints-remove = Ninguna: quita una reina.
hints-remove-leaves = Ninguna: quita una reina. Si quitas { $square }, quedan { $count ->
    [one] { $count } solución
   *[other] { $count } soluciones
}.
hints-remove-leaves-some = Ninguna: quita una reina. Si quitas { $square }, quedan algunas.
hints-too-many = Algunas soluciones mantienen estas reinas (demasiadas para contarlas a tiempo).
hints-not-decided = No se pudo decidir a tiempo si alguna solución mantiene estas reinas.
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

cursor = Cursor { $square } (fila { $row }, col. { $col }) ·
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
solve-only = Terminado: se encontró la única { $kind ->
    [unique] solución única
   *[all] solución
} ({ $stats }).
solve-all = Terminado: se encontraron las { $count } { $kind ->
    [unique] soluciones únicas
   *[all] soluciones
} ({ $stats }).
solve-limit = Límite alcanzado: se paró tras { $solutions } ({ $stats }).
solve-stopped = Detenido antes de terminar: { $solutions } ({ $stats }).
solve-memory-cap = Límite de memoria alcanzado: la lista guarda las primeras { $count } (al exportar consta complete: false).
count-resumed-stats = se reanudó con { $percent } ya contado; esta vez { $stats }
count-done = Contado: { $count ->
    [one] { $count } solución
   *[other] { $count } soluciones
}, { $unique } únicas ({ $stats }). No se guardó ninguna.
count-stopped-at-start = El recuento se detuvo antes de contar ninguna parte.
count-stopped = Recuento detenido al { $percent }.
count-stopped-saved = Recuento detenido al { $percent }. Su progreso está guardado ({ $saved } contado): pulsa Solo contar para reanudarlo.
count-stopped-not-saved = Recuento detenido al { $percent }. Su progreso no está guardado.
most-queens-proven = Máximo de reinas: { $count } en { $this ->
    [this] este
   *[that] ese
} tablero de { $n }×{ $n }, demostrado ({ $stats }).
most-queens-stopped = Detenido: la mejor colocación encontrada tiene { $count ->
    [one] { $count } reina
   *[other] { $count } reinas
}, sin demostrar que sea el máximo ({ $stats }).
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
count-heading-resuming = Reanudando: ya se había contado el { $percent } (necesita unos { $memory })
count-heading-memory = Contando (necesita unos { $memory })…
count-heading = Contando…
solutions-so-far = { $count ->
    [one] { $count } solución hasta ahora
   *[other] { $count } soluciones hasta ahora
}
time-left-estimating = estimando el tiempo restante…
time-left-finishing = terminando…
time-left = quedan unos { $time }
