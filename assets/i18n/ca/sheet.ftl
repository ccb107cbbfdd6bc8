# El que s'imprimeix als fulls de solucions i de problemes (vegeu en/sheet.ftl). Elisió
# davant d'1 i d'11 ("Pàgina 1 d'1"); el full parla a l'alumne de vós, com l'aplicació.

sheet-page = Pàgina { $page } { $pages ->
    [1] d'1
    [11] d'11
   *[other] de { $pages }
}
sheet-solutions-title = Solucions del tauler { $n }×{ $n }
sheet-fixed-none = Reines fixes: cap.
sheet-fixed-listed = Reines fixes (casella, [fila, columna]): { $listed }.
sheet-filter = { $which ->
    [unique] Solucions úniques (una per cada classe de simetria: les 8 rotacions i reflexions del tauler)
   *[all] Totes les solucions
}: { $count }, { $whole ->
    [complete] totes
   *[partial] no totes: la cerca es va aturar abans del final
}.
sheet-captions-from-zero = El peu de cada tauler dona les columnes de les seves reines, fila per fila des de dalt (0 = columna esquerra).
sheet-captions-from-one = El peu de cada tauler dona les columnes de les seves reines, fila per fila des de dalt (1 = columna esquerra).
sheet-captions-squares = El peu de cada tauler dona les caselles d'escacs de les seves reines, fila per fila des de dalt.
sheet-captions-pairs = El peu de cada tauler dona les seves reines com a parells (fila, columna), totes dues comptades des de 0 i la fila 0 a dalt.
sheet-too-wide-caption = { $number }. ({ $n } columnes: el fitxer de solucions les dona)
sheet-no-solutions = Cap solució.
sheet-puzzles-title = Problemes de reines al tauler { $n }×{ $n }
sheet-puzzles-task = Col·loqueu una reina a cada fila de manera que no hi hagi dues reines que s'ataquin. Les reines blaves són reines fixes: cada problema té una sola solució. Les solucions vénen després dels problemes, a partir d'una pàgina nova.
sheet-puzzle-caption = Problema { $number } ({ $grade ->
    [easy] fàcil
    [medium] intermedi
   *[hard] difícil
})
sheet-answers-title = Solucions
sheet-answer-caption = Solució del problema { $number }
