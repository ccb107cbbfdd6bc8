# El que `nqueens check` escriu de les respostes d'un estudiant (vegeu en/check.ftl).
# Elisió davant d'1 i d'11 ("un tauler d'11 files").

check-standard-input = entrada estàndard
check-summary = { $files ->
    [one] { $files } fitxer
   *[other] { $files } fitxers
}: { $correct ->
    [one] { $correct } correcte
   *[other] { $correct } correctes
}, { $wrong ->
    [one] { $wrong } incorrecte
   *[other] { $wrong } incorrectes
}, { $unreadable ->
    [one] { $unreadable } il·legible
   *[other] { $unreadable } il·legibles
}.

check-heading = { $file } (n = { $n }, { $exercise ->
    [unique] una solució per classe de simetria
    [one] una solució
   *[all] totes les solucions
}, { $notation ->
    [boards] taulers
    [lists-from-zero] llistes des de 0
    [lists-from-one] llistes des d'1
    [pairs] parells (fila, columna)
    [squares] caselles d'escacs
    [number] un nombre
    [mixed] notacions barrejades
   *[none] res llegit
}): { $read ->
    [one] { $read } resposta llegida
   *[other] { $read } respostes llegides
}, { $valid ->
    [one] { $valid } vàlida
   *[other] { $valid } vàlides
}.
check-heading-count = { $file } (n = { $n }, el nombre de solucions)

check-attack = Línia { $line }: { $by ->
    [position] la posició { $a }
   *[square] { $a }
} i { $by ->
    [position] la posició { $b }
   *[square] { $b }
} s'ataquen a la mateixa { $along ->
    [row] fila
    [column] columna
   *[diagonal] diagonal
}.
check-same-square = Línia { $line }: dues reines a { $by ->
    [position] la posició { $queen }
   *[square] { $queen }
}.
check-wrong-size = Línia { $line }: una resposta de mida { $size }, no { $n }.
check-not-square = Línia { $line }: un tauler { $rows ->
    [1] d'1 fila
    [11] d'11 files
   *[other] de { $rows } files
} i { $columns ->
    [one] { $columns } columna
   *[other] { $columns } columnes
}.
check-queen-count = Línia { $line }: un tauler amb { $placed ->
    [one] { $placed } reina
   *[other] { $placed } reines
}, no { $n }.
check-off-board = Línia { $line }: { $number } és fora del tauler { $n ->
    [1] d'1
    [11] d'11
   *[other] de { $n }
}×{ $n }.
check-unreadable = La línia { $line } no es pot llegir: { $why ->
    [brackets] falta obrir o tancar un parèntesi
    [grouping] els seus nombres estan agrupats de maneres diferents
    [mixed] barreja caselles d'escacs i nombres
    [ragged-board] les files del tauler tenen longituds diferents
   *[huge] un nombre és massa gran
}.
check-more-wrong = … i { $more ->
    [one] { $more } resposta incorrecta més
   *[other] { $more } respostes incorrectes més
}.
check-more-repeats = … i { $more ->
    [one] { $more } repetició més
   *[other] { $more } repeticions més
}.
check-repeat = La línia { $line } repeteix la línia { $first-line }.
check-repeat-class = La línia { $line } repeteix la línia { $first-line }, o la gira o la reflecteix.
check-missing = { $count ->
    [one] Falta { $count } solució: { $examples }.
   *[other] { $which ->
        [some] Falten { $count } solucions, p. ex. { $examples }.
       *[all] Falten { $count } solucions, { $examples }.
    }
}
check-missing-classes = { $count ->
    [one] Falta { $count } classe de solucions: { $examples }.
   *[other] { $which ->
        [some] Falten { $count } classes de solucions, p. ex. { $examples }.
       *[all] Falten { $count } classes de solucions, { $examples }.
    }
}
check-not-one = Es demanava una resposta; se n'han donat { $read }.
check-no-number = No s'ha trobat cap nombre.
check-count-right = La línia { $line } dona { $given }, el nombre correcte.
check-count-classes = La línia { $line } dona { $given }, el nombre de classes per simetria; totes les solucions són { $expected }.
check-count-wrong = La línia { $line } dona { $given }; haurien de ser { $expected }.
check-correct = Correcte.
check-not-correct = Incorrecte.
