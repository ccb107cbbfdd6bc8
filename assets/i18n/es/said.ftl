## Por qué no se pudo abrir un archivo, y otros errores que la biblioteca da por tipo.

file-error-empty = el archivo está vacío
file-error-cut-short = el archivo termina antes de tiempo (en la línea { $line }): puede que esté cortado
file-error-not-json = el archivo no es JSON (línea { $line }, columna { $column })
file-error-shape = el archivo es JSON pero no es un documento de Queenside (línea { $line }, columna { $column })
file-error-foreign = el archivo no es un documento de Queenside (soluciones o Máximo de reinas)
file-error-missing = al archivo le falta el campo «{ $field }»
file-error-field = el campo «{ $field }» del archivo no es válido
file-error-version = la versión { $found } del archivo no es compatible (esta versión de Queenside lee la versión { $reads })
file-error-board = el tablero del archivo no es válido: { $reason }
file-error-placement = la colocación de reinas del archivo no es válida
file-error-count = el archivo dice que tiene { $stated } soluciones, pero tiene { $actual }
file-error-width = cada solución del archivo debe dar { $n } columnas, una por fila
file-error-bad-solution = la solución { $number } del archivo no es una solución del tablero de { $n }×{ $n } con sus reinas fijas
file-error-repeated = la solución { $repeat } del archivo repite la solución { $first }: un conjunto da cada solución una vez
file-error-same-class = la solución { $repeat } del archivo es un giro o un reflejo de la solución { $first }: un conjunto de soluciones únicas da una de cada clase
file-error-not-found = no existe ese archivo
file-error-permission = permiso denegado
file-error-folder = es una carpeta, no un archivo
file-error-system = el sistema informó de un error ({ $reason })
board-error-size = el tamaño de tablero { $n } está fuera de rango: debe ir de 1 a { $max }
board-error-off-board = una reina fija (fila { $row }, columna { $column }) está fuera del tablero de { $n }×{ $n }
board-error-same-square = dos reinas fijas están en la misma casilla (fila { $row }, columna { $column })
board-error-attacking = las reinas fijas de la fila { $arow }, columna { $acol } y la fila { $brow }, columna { $bcol } se atacan en { $how ->
    [row] la misma fila
    [column] la misma columna
   *[diagonal] diagonal
}

## La tarjeta de Máximo de reinas
card-copy-placement-shown-tooltip = Copiar la colocación tal como la muestra la tarjeta, en la notación de la lista
card-copy-placement-shown-what = la colocación

## La franja de avisos sobre el tablero, antes de ningún aviso
notice-strip-idle = Haz clic en una casilla para fijar una reina y luego pulsa Resolver. Aquí aparece lo que la aplicación tenga que decirte.

## Por qué falló una ejecución, una exportación o una copia: cada motivo que la biblioteca o la app conoce, en palabras;
## $detail es lo que dijo el sistema o el fallo, que se deja tal como se escribió.

failure-no-thread = el sistema no pudo crear un hilo ({ $detail })
failure-no-worker = el navegador no abrió ningún Web Worker
failure-stopped = se detuvo inesperadamente
failure-stopped-said = se detuvo inesperadamente ({ $detail })
failure-broken = algo falló internamente ({ $detail })
failure-download = el navegador no aceptó la descarga ({ $detail })
failure-puzzles = no se pudieron crear los problemas ({ $reason })
failure-picture-format = el nombre { $name } no dice el formato de la imagen: termínalo en .svg, .png o .pdf
failure-picture-not-built = esta versión no guarda imágenes { $kind }; SVG sí funciona
failure-picture-stopped = se detuvo antes de dibujar la imagen
failure-picture = no se pudo dibujar la imagen ({ $detail })
checkpoint-damaged = el archivo está dañado ({ $detail })
checkpoint-not-a-file = no es un archivo normal
checkpoint-foreign = el archivo no es el progreso guardado de un recuento
checkpoint-version = el archivo lo guardó otra versión de Queenside (versión { $version } del archivo de recuento)
checkpoint-mismatch = el archivo es de otro recuento ({ $detail })
checkpoint-no-file-name = la ruta no nombra ningún archivo
checkpoint-too-many-copies = ya se guardan demasiadas copias dañadas a su lado
