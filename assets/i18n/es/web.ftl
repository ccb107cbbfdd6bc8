# La versión web (una página del navegador).
copy-link = Copiar enlace
copy-link-explained = Copiar el enlace del tablero mostrado: quien lo abra verá este tablero con estas reinas fijas
copied-link = el enlace a este tablero
bad-link = Este enlace no puede abrir su tablero ({ $reason }); aquí está el tablero vacío de 8×8.
