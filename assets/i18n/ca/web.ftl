# La versió web (una pàgina del navegador).
copy-link = Copia l'enllaç
copy-link-explained = Copiar l'enllaç del tauler mostrat: qui l'obri veurà aquest tauler amb aquestes reines fixes
copied-link = l'enllaç a aquest tauler
bad-link = Aquest enllaç no pot obrir el seu tauler ({ $reason }); aquí teniu el tauler buit de 8×8.
# Per què un enllaç no obre cap tauler: les caselles com les va escriure l'enllaç (a8, b7); n, filter i view són paraules de l'enllaç.
link-error-size = n = «{ $typed }» no és una mida de tauler: ha de ser un nombre d'1 a { $max }
link-error-square = { $square } no és una casella del tauler { $n }×{ $n }
link-error-same-square = { $square } hi apareix dues vegades
link-error-attacking = les reines de { $a } i { $b } s'ataquen { $how ->
    [row] en la mateixa fila
    [column] en la mateixa columna
   *[diagonal] en diagonal
}
link-error-filter = filter = «{ $typed }»: els filtres són all (totes) i unique (úniques)
link-error-view = view = «{ $typed }»: les vistes són watch (Mira la cerca), hints (pistes) i play (Joc)
link-error-puzzle-size = els problemes es juguen en taulers d'entre 4 i 20 columnes, i aquest en té { $n }
link-error-not-a-puzzle = { $ways ->
    [0] les seves reines no deixen cap manera de completar el tauler, així que no formen cap problema
   *[other] les seves reines deixen més d'una manera de completar el tauler, així que no formen cap problema: un problema en té exactament una
}
