# Les paraules de Queenside en català (vegeu en/queenside.ftl).

language-label = Llengua
language-tooltip = La llengua de l'aplicació. Comença sent la del sistema; es desa la teva tria.

solutions-count = { $count ->
    [one] { $count } solució
   *[other] { $count } solucions
}

window-title = Queenside — N reines
language-system = Sistema ({ $language })

## Nombres i durades

under-one-percent = menys de l'1%
duration-days = { $count ->
    [one] { $count } dia
   *[other] { $count } dies
}
duration-years = { $count ->
    [one] { $count } any
   *[other] { $count } anys
}
duration-years-text = { $years } anys
more-than-any-number = més de 10^308

## Taulers i respostes

unique-solutions-count = { $count ->
    [one] { $count } solució única
   *[other] { $count } solucions úniques
}
saved-to = Desat a { $path }: { $what }.
size-clamped = La mida del tauler va d'1 a { $max }: { $typed } passa a ser { $size }, així que ara el tauler és de { $n }×{ $n }.
not-a-size = «{ $typed }» no és una mida de tauler: escriu un nombre enter d'1 a { $max }. El tauler continua sent de { $n }×{ $n }.
square-attacked = atacada
square-dead = morta: cap solució no hi passa
square-solutions = { $count ->
    [one] { $count } solució
   *[other] { $count } solucions
}
square-some-solutions = algunes solucions
hints-keep = { $count ->
    [one] { $count } solució manté aquestes reines.
   *[other] { $count } solucions mantenen aquestes reines.
}
hints-remove = Cap: treu una reina.
hints-remove-leaves = Cap: treu una reina. Si treus { $square }, en queden { $count ->
    [one] { $count } solució
   *[other] { $count } solucions
}.
hints-remove-leaves-some = Cap: treu una reina. Si treus { $square }, en queden algunes.
hints-too-many = Algunes solucions mantenen aquestes reines (massa per comptar-les a temps).
hints-not-decided = No s'ha pogut decidir a temps si alguna solució manté aquestes reines.
hints-squares-not-decided = Algunes caselles no s'han decidit a temps.
fixed-attack = { $a } i { $b } s'ataquen { $how ->
    [row] a la mateixa fila
    [column] a la mateixa columna
   *[other] en diagonal
}.
fixed-same-square = { $a } i { $b } són a la mateixa casella.
copied = Copiat ({ $what }): { $text }
copied-long = Copiat ({ $what }, { $length } caràcters): { $start }

## La línia d'estat

cursor = Cursor { $square } (fila { $row }, col. { $col }) ·
search-heading-most = Col·locant el màxim de reines…
search-heading-solve = Resolent…
best-so-far = la millor fins ara: { $count ->
    [one] { $count } reina
   *[other] { $count } reines
}
solutions-rate = { $rate } solucions/s
steps-count = { $unit ->
    [half-boards] { $count ->
        [one] { $short } mig tauler
       *[other] { $short } mitjos taulers
    }
   *[other] { $count ->
        [one] { $short } node
       *[other] { $short } nodes
    }
}
steps-rate = { $unit ->
    [half-boards] { $rate } mitjos taulers/s
   *[other] { $rate } nodes/s
}
memory-cap-listing = límit de memòria: es mostren les primeres { $count }
list-still-shows = La llista encara mostra { $solutions } del tauler de { $n }×{ $n }.
status-ready = A punt. Fes clic a les caselles per fixar reines i prem Resol.
from-earlier-board = D'un tauler anterior: { $text }
stats-time = en { $time }
stats-steps-time = { $steps } en { $time }
solve-none = Acabat: no hi ha solucions per a { $this ->
    [this] aquest
   *[that] aquell
} tauler ({ $stats }).
solve-only = Acabat: s'ha trobat l'única { $kind ->
    [unique] solució única
   *[all] solució
} ({ $stats }).
solve-all = Acabat: s'han trobat les { $count } { $kind ->
    [unique] solucions úniques
   *[all] solucions
} ({ $stats }).
solve-limit = Límit assolit: s'ha aturat després de { $solutions } ({ $stats }).
solve-stopped = Aturat abans d'acabar: { $solutions } ({ $stats }).
solve-memory-cap = Límit de memòria assolit: la llista guarda les primeres { $count } (en exportar hi consta complete: false).
count-resumed-stats = s'ha reprès amb el { $percent } ja comptat; aquesta vegada { $stats }
count-done = Comptat: { $count ->
    [one] { $count } solució
   *[other] { $count } solucions
}, { $unique } úniques ({ $stats }). No se n'ha desat cap.
count-stopped-at-start = El recompte s'ha aturat abans de comptar-ne cap part.
count-stopped = Recompte aturat al { $percent }.
count-stopped-saved = Recompte aturat al { $percent }. El progrés està desat ({ $saved } comptat): prem Només compta per reprendre'l.
count-stopped-not-saved = Recompte aturat al { $percent }. El progrés no està desat.
most-queens-proven = Màxim de reines: { $count } en { $this ->
    [this] aquest
   *[that] aquell
} tauler de { $n }×{ $n }, demostrat ({ $stats }).
most-queens-stopped = Aturat: la millor col·locació trobada té { $count ->
    [one] { $count } reina
   *[other] { $count } reines
}, sense demostrar que sigui el màxim ({ $stats }).
run-failed = Error: { $reason }
opened = Obert { $name }: { $what }.
counting-lists-none = Comptant: Només compta no llista solucions (prem Resol per veure-les).
count-unfinished-resume = El recompte no ha acabat: prem Només compta per reprendre'l.
count-unfinished = El recompte no ha acabat.
best-searching = La millor fins ara: { $count ->
    [one] { $count } reina
   *[other] { $count } reines
}{ $full ->
    [full] , una solució completa
   *[part] {""}
}. Buscant-ne més…
best-proven = Màxim de reines: { $count }{ $full ->
    [full] , una solució completa
   *[part] {""}
}. Demostrat: cap col·locació no en té més.
best-not-proven = La millor trobada: { $count ->
    [one] { $count } reina
   *[other] { $count } reines
}{ $full ->
    [full] , una solució completa
   *[part] {""}
}. Sense demostrar: la cerca s'ha aturat.
count-heading-resuming = Reprenent: ja se n'havia comptat el { $percent } (necessita uns { $memory })
count-heading-memory = Comptant (necessita uns { $memory })…
count-heading = Comptant…
solutions-so-far = { $count ->
    [one] { $count } solució fins ara
   *[other] { $count } solucions fins ara
}
time-left-estimating = estimant el temps restant…
time-left-finishing = acabant…
time-left = queden uns { $time }
