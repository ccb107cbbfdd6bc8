# La versión web (una página del navegador).
copy-link = Copiar enlace
copy-link-explained = Copiar el enlace del tablero mostrado: quien lo abra verá este tablero con estas reinas fijas
copied-link = el enlace a este tablero
bad-link = Este enlace no puede abrir su tablero ({ $reason }); aquí está el tablero vacío de 8×8.
# Por qué un enlace no abre un tablero: las casillas como las escribió el enlace (a8, b7); n, filter y view son palabras del enlace.
link-error-size = n = «{ $typed }» no es un tamaño de tablero: debe ser un número de 1 a { $max }
link-error-square = { $square } no es una casilla del tablero de { $n }×{ $n }
link-error-same-square = { $square } aparece dos veces
link-error-attacking = las reinas de { $a } y { $b } se atacan { $how ->
    [row] en la misma fila
    [column] en la misma columna
   *[diagonal] en diagonal
}
link-error-filter = filter = «{ $typed }»: los filtros son all (todas) y unique (únicas)
link-error-view = view = «{ $typed }»: las vistas son watch (Ver la búsqueda), hints (pistas) y play (Jugar)
link-error-puzzle-size = los problemas se juegan en tableros de 4 a 20 de ancho, no de { $n }
link-error-not-a-puzzle = { $ways ->
    [0] sus reinas no dejan ninguna forma de completar el tablero, así que no forman un problema
   *[other] sus reinas dejan más de una forma de completar el tablero, así que no forman un problema: un problema tiene exactamente una
}
