# Lo que dicen las vistas (véase en/views.ftl). Los botones van en infinitivo.
# «Watch» es «Ver la búsqueda» en toda la aplicación.

## El panel lateral

side-help-name = Atajos de teclado
side-help-tooltip = Atajos de teclado{ $keys }
side-tagline = Coloca n reinas sin que ninguna ataque a otra.
side-undo = Deshacer
side-undo-tooltip = Deshacer: { $what }{ $keys }
side-redo = Rehacer
side-redo-tooltip = Rehacer: { $what }{ $keys }
side-size-label = Tamaño
side-size-slider = Control deslizante del tamaño
side-size-tooltip = Arrastra, o haz clic y escribe un tamaño de 1 a { $max } (se aplica con Intro). Los tableros de más de { $whole } se muestran en una vista con zoom y sus soluciones se buscan de pocas en pocas. Uno más grande{ $bigger }, uno más pequeño{ $smaller }.
side-search = Búsqueda
side-all = Todas
side-all-tooltip = Todas las soluciones. Alternar{ $keys }
side-unique = Únicas
side-unique-tooltip = Una solución por cada clase de simetría (las 8 rotaciones y reflexiones del tablero). Alternar{ $keys }
# Antes y después del número: «Hasta [1.000.000] en memoria».
side-keep-at-most = Hasta
side-in-memory = en memoria
side-cap-name = Límite de memoria
side-cap-tooltip = Soluciones guardadas en memoria; pasado este número la búsqueda sigue contando
side-solve = Resolver
side-solve-tooltip = Encontrar las soluciones y listarlas (detiene cualquier búsqueda en curso)
side-most = Máximo de reinas
side-most-tooltip = Colocar tantas reinas como quepan alrededor de las fijas, y demostrar que ninguna colocación admite más
side-stop = Detener
side-stop-tooltip = Detener la búsqueda en curso{ $keys }
side-count = Solo contar
side-count-resume-tooltip = Reanudar en todos los núcleos el recuento detenido de este tablero (hecho: { $done ->
    [0] menos del 1%
   *[other] el { $done }%
})
side-count-tooltip = Contar las soluciones totales y únicas en todos los núcleos, sin guardar ninguna. Detener conserva el progreso, y el siguiente Solo contar lo reanuda.
side-watch = Ver la búsqueda
side-watch-tooltip = Reproducir paso a paso una búsqueda en este tablero: vuelta atrás, comprobación hacia delante, MRV o una búsqueda local (escalada, mínimos conflictos, recocido simulado, algoritmo genético), a elegir en el panel de la búsqueda
side-saved = { $done ->
    [0] menos del 1%
   *[other] { $done }%
} guardado
side-saved-tooltip = Un recuento detenido de este tablero: Solo contar lo reanuda
side-discard = Descartar
side-discard-name = Descartar el recuento guardado
side-discard-tooltip = Borrar el progreso guardado: el siguiente recuento empieza desde el principio
side-stop-after = Detener tras
side-limit-name = Límite
side-limit-unit = { $count ->
    [one] solución
   *[other] soluciones
}
side-wide-limit-tooltip = Los tableros de más de { $whole } se resuelven con una búsqueda de completado y reparación que encuentra las soluciones de una en una; no puede listarlas todas, así que se detiene tras este número
side-wide-note = Los tableros de más de { $whole } siempre se detienen antes de terminar.
side-wide-detail = Los tableros de más de { $whole } siempre se detienen tras unas pocas soluciones (como mucho { $most }).
side-files = Archivos
side-export = Exportar JSON…
side-export-tooltip = Guardar las soluciones listadas, o la colocación de Máximo de reinas, como documento JSON de Queenside{ $keys }
side-open = Abrir JSON…
side-open-tooltip = Cargar un documento de Queenside: un conjunto de soluciones, o una colocación de Máximo de reinas{ $keys }
side-waiting-open = Esperando el diálogo de abrir…
side-waiting-save = Esperando el diálogo de guardar…
side-saving = Guardando { $path }…
side-opening = Abriendo { $path }…
side-open-path = Ruta que abrir:
side-save-path = Ruta donde guardar:
side-path-example = /ruta/a/soluciones.json
side-ok = Aceptar
side-cancel = Cancelar
side-light = Claro
side-dark = Oscuro
side-to-light = Cambiar al tema claro
side-to-dark = Cambiar al tema oscuro

## Pistas y reinas fijas

queens-hints = Pistas
queens-hints-tooltip = Mostrar en cada casilla vacía cuántas soluciones contienen las reinas fijas y tienen una reina en esa casilla; las casillas por las que no pasa ninguna solución aparecen tachadas
queens-hints-wide = Las pistas funcionan en tableros de hasta { $n }×{ $n }.
queens-hints-conflict = No hay pistas mientras haya reinas fijas que se ataquen.
queens-hints-working = Contando las soluciones que pasan por cada casilla…
queens-fixed = Reinas fijas ({ $count })
queens-clear = Borrar
queens-how = Haz clic en una casilla para fijar allí una reina; vuelve a hacer clic para quitarla.
queens-remove-name = Quitar { $square }
queens-remove-tooltip = Quitar la reina de { $square }

## El resultado de un recuento o de Máximo de reinas

card-placement-note = El tablero muestra la colocación; Resolver lista las soluciones completas.
card-placing = Colocando el máximo de reinas…
card-count-title = Recuento del tablero de { $n }×{ $n }
card-solutions = Soluciones
card-unique = Únicas (una por clase de simetría)
card-rot90 = Invariantes por un cuarto de vuelta
card-rot180 = Invariantes por media vuelta
card-with-fixed = Con las reinas fijas en { $squares }.
card-copy-counts-tooltip = Copiar los recuentos en JSON, como los escribe `nqueens count`
card-copy-counts-what = los recuentos en JSON

## La lista de soluciones

list-empty = No hay soluciones listadas. Pulsa Resolver.
list-rows = Filas
list-thumbnails = Miniaturas
list-thumbnails-tooltip = Tableros pequeños: más fáciles de repasar que las cifras
list-copy = Copiar
list-copy-tooltip = Copiar la solución seleccionada, tal como la escribe la lista
list-capped = Se muestran las primeras { $shown }; { $found } encontradas en total (límite de memoria).
list-searching = Buscando…
list-none = Ninguna solución.
list-name = Lista de soluciones
list-solution-name = Solución { $number }: { $cols }
list-copy-what = la solución { $number }
list-hint-unique = { $how }. ×k: cuántos tableros distintos contiene su clase de rotaciones y reflexiones
list-hint-unique-fixed = { $how }. ×k: cuántas de sus 8 rotaciones y reflexiones contienen las reinas fijas

## El tablero

board-name = Tablero
board-fit = Ajustar
board-fit-tooltip = Mostrar todo el tablero
board-zoom-out = Alejar
board-zoom-in = Acercar
board-in-view = { $cols } × { $rows } casillas a la vista · la rueda o el pellizco hacen zoom, arrastrar desplaza
board-zoom-to-fix = Las casillas son demasiado pequeñas para apuntar: un clic acerca la vista aquí, y el siguiente fija una reina
board-square-attacked = reina fija, atacada
board-square-fixed = reina fija
board-square-queen = reina
board-square-empty = vacía

## Los atajos de teclado

key-title = Atajos de teclado
key-hint-one = ({ $key })
key-hint-two = ({ $first } o { $second })
key-solve = Resolver
key-stop = Detener la búsqueda o la comparación en curso (si no, cerrar el problema en juego) y llevar el foco al tablero
key-open = Abrir un documento
key-export = Exportar las soluciones o la colocación
key-copy = Copiar la solución seleccionada
key-redo = Rehacer
key-undo = Deshacer
key-bigger = Aumentar en uno el tamaño del tablero
key-smaller = Reducir en uno el tamaño del tablero
key-filter = Alternar entre todas las soluciones y las únicas
key-tree = Mostrar u ocultar el árbol de la búsqueda
key-compare = Abrir o cerrar la comparación de búsquedas
key-help = Mostrar u ocultar esta lista
key-tab = Tab
key-tab-what = Mover el foco; el tablero y la lista de soluciones también lo reciben
key-arrows = Flechas
key-arrows-what = Tablero: mover el cursor. Lista: seleccionar la solución siguiente o la anterior
key-home-end = Inicio / Fin
key-home-end-what = Tablero: la primera o la última casilla de la fila. Lista: la primera o la última solución
key-pages = Re Pág / Av Pág
key-pages-what = Tablero: la fila superior o la inferior. Lista: 20 soluciones arriba o abajo
key-space-enter = Espacio o Intro
key-space-enter-what = Tablero: fijar o quitar una reina en la casilla del cursor
key-space = Espacio
key-name-enter = Intro
key-name-escape = Esc
key-name-shift = Mayús
key-right = Flecha derecha
key-left = Flecha izquierda
key-watch-play = Ver la búsqueda: reproducir o poner en pausa
key-watch-step = Ver la búsqueda: un paso adelante
key-watch-back = Ver la búsqueda: un paso atrás

## Piezas compartidas

widget-copy = Copiar
widget-earlier = De un tablero anterior: el tablero ha cambiado desde entonces. Deshacer recupera aquel tablero.
widget-solutions = Soluciones
