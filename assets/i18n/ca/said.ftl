## Per què no s'ha pogut obrir un fitxer, i altres errors que la biblioteca dona per tipus.

file-error-empty = el fitxer és buit
file-error-cut-short = el fitxer s'acaba abans d'hora (a la línia { $line }): potser està tallat
file-error-not-json = el fitxer no és JSON (línia { $line }, columna { $column })
file-error-shape = el fitxer és JSON però no és un document de Queenside (línia { $line }, columna { $column })
file-error-foreign = el fitxer no és un document de Queenside (solucions o Màxim de reines)
file-error-missing = al fitxer li falta el camp «{ $field }»
file-error-field = el camp «{ $field }» del fitxer no és vàlid
file-error-version = la versió { $found } del fitxer no és compatible (aquesta versió de Queenside llegeix la versió { $reads })
file-error-board = el tauler del fitxer no és vàlid: { $reason }
file-error-placement = la col·locació de reines del fitxer no és vàlida
file-error-count = el fitxer diu que té { $stated } solucions, però en té { $actual }
file-error-width = cada solució del fitxer ha de donar { $n } columnes, una per fila
file-error-bad-solution = la solució { $number } del fitxer no és una solució del tauler { $n }×{ $n } amb les seves reines fixes
file-error-repeated = la solució { $repeat } del fitxer repeteix la solució { $first }: un conjunt dona cada solució una sola vegada
file-error-same-class = la solució { $repeat } del fitxer és un gir o un reflex de la solució { $first }: un conjunt de solucions úniques en dona una de cada classe
file-error-not-found = aquest fitxer no existeix
file-error-permission = permís denegat
file-error-folder = és una carpeta, no un fitxer
file-error-system = el sistema ha informat d'un error ({ $reason })
board-error-size = la mida de tauler { $n } és fora de límits: ha d'anar d'1 a { $max }
board-error-off-board = una reina fixa (fila { $row }, columna { $column }) és fora del tauler { $n }×{ $n }
board-error-same-square = dues reines fixes són a la mateixa casella (fila { $row }, columna { $column })
board-error-attacking = les reines fixes de la fila { $arow }, columna { $acol } i la fila { $brow }, columna { $bcol } s'ataquen { $how ->
    [row] en la mateixa fila
    [column] en la mateixa columna
   *[diagonal] en diagonal
}

## La targeta de Màxim de reines
card-copy-placement-shown-tooltip = Copiar la col·locació tal com la mostra la targeta, en la notació de la llista
card-copy-placement-shown-what = la col·locació

## La franja d'avisos sobre el tauler, abans de cap avís
notice-strip-idle = Feu clic en una casella per fixar-hi una reina i després premeu Resol. Aquí apareix el que l'aplicació us hagi de dir.

## Per què ha fallat una execució, una exportació o una còpia: cada motiu que la biblioteca o l'aplicació coneix, en paraules;
## $detail és el que ha dit el sistema o la fallada, que es deixa tal com s'ha escrit.

failure-no-thread = el sistema no ha pogut crear cap fil ({ $detail })
failure-no-worker = el navegador no ha obert cap Web Worker
failure-stopped = s'ha aturat inesperadament
failure-stopped-said = s'ha aturat inesperadament ({ $detail })
failure-broken = alguna cosa ha fallat internament ({ $detail })
failure-download = el navegador no ha acceptat la baixada ({ $detail })
failure-puzzles = no s'han pogut fer els problemes ({ $reason })
failure-picture-format = el nom { $name } no diu el format de la imatge: acabeu-lo en .svg, .png o .pdf
failure-picture-not-built = aquesta versió no desa imatges { $kind }; SVG sí que funciona
failure-picture-stopped = s'ha aturat abans de dibuixar la imatge
failure-picture = no s'ha pogut dibuixar la imatge ({ $detail })
checkpoint-damaged = el fitxer està malmès ({ $detail })
checkpoint-not-a-file = no és un fitxer normal
checkpoint-foreign = el fitxer no és el progrés desat d'un recompte
checkpoint-version = el fitxer l'ha desat una altra versió de Queenside (versió { $version } del fitxer de recompte)
checkpoint-mismatch = el fitxer és d'un altre recompte ({ $detail })
checkpoint-no-file-name = el camí no anomena cap fitxer
checkpoint-too-many-copies = ja es guarden massa còpies malmeses al costat
