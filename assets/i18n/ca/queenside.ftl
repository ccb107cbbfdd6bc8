# Les paraules de Queenside en català (vegeu en/queenside.ftl).

language-label = Llengua
language-tooltip = La llengua de l'aplicació. Al principi és la del sistema; la que trieu es desa.

solutions-count = { $count ->
    [one] { $count } solució
   *[other] { $count } solucions
}

window-title = Queenside — N reines
language-system = Sistema ({ $language })

## Nombres i durades

short-thousands = { $value } mil
short-millions = { $value } M
short-billions = { $value } mil M
duration-days = { $count ->
    [one] { $count } dia
   *[other] { $count } dies
}
duration-years = { $count ->
    [one] { $count } any
   *[other] { $count } anys
}
duration-years-text = { $years } anys
duration-under-ms = menys d'1 ms
more-than-any-number = més de 10^308

## Taulers i respostes

unique-solutions-count = { $count ->
    [one] { $count } solució única
   *[other] { $count } solucions úniques
}
saved-to = Desat a { $path }: { $what }.
size-clamped = La mida del tauler va d'1 a { $max }: { $typed } passa a ser { $size }, així que ara el tauler és { $n }×{ $n }.
not-a-size = «{ $typed }» no és una mida de tauler: escriviu un nombre enter d'1 a { $max }. El tauler continua sent { $n }×{ $n }.
square-attacked = atacada
square-dead = morta: cap solució no hi passa
square-solutions = { $count ->
    [one] { $count } solució
   *[other] { $count } solucions
}
square-some-solutions = algunes solucions
hints-keep = { $count ->
    [one] { $count } solució conté aquestes reines.
   *[other] { $count } solucions contenen aquestes reines.
}
hints-remove = Cap: traieu una reina.
hints-remove-leaves = Cap: traieu una reina. Si traieu { $square }, queden { $count ->
    [one] { $count } solució
   *[other] { $count } solucions
}.
hints-remove-leaves-some = Cap: traieu una reina. Si traieu { $square }, en queden algunes.
hints-too-many = Algunes solucions contenen aquestes reines (massa per comptar-les a temps).
hints-not-decided = No s'ha pogut decidir a temps si alguna solució conté aquestes reines.
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

cursor = Cursor { $square } ·
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
list-still-shows = La llista encara mostra { $solutions } del tauler { $n }×{ $n }.
status-ready = A punt. Feu clic a les caselles per fixar reines i premeu Resol.
from-earlier-board = D'un tauler anterior: { $text }
stats-time = en { $time }
stats-steps-time = { $steps } en { $time }
solve-none = Acabat: no hi ha solucions per a { $this ->
    [this] aquest
   *[that] aquell
} tauler ({ $stats }).
solve-only = Acabat: només hi ha una { $kind ->
    [unique] solució única
   *[all] solució
} ({ $stats }).
solve-all = Acabat: s'han trobat les { $count } { $kind ->
    [unique] solucions úniques
   *[all] solucions
} ({ $stats }).
solve-limit = Límit assolit: s'ha aturat en arribar a { $solutions } ({ $stats }).
solve-stopped = Aturat abans d'acabar: { $solutions }, una llista incompleta ({ $stats }).
solve-stopped-by-change = El canvi de tauler ha aturat la cerca al tauler { $n }×{ $n }: { $solutions }, una llista incompleta ({ $stats }). «Desfés» recupera aquell tauler.
solve-memory-cap = Límit de memòria assolit: la llista guarda les primeres { $count } (en exportar hi consta complete: false).
count-resumed-stats = s'ha reprès amb { $percent ->
    [0] menys de l'1%
    [1] l'1%
    [11] l'11%
   *[other] el { $percent }%
} ja comptat; aquesta vegada { $stats }
count-done = Comptat: { $count ->
    [one] { $count } solució
   *[other] { $count } solucions
}, { $unique ->
    [one] { $unique } única
   *[other] { $unique } úniques
} ({ $stats }). No se n'ha desat cap.
count-stopped-at-start = El recompte s'ha aturat abans de comptar-ne cap part.
count-stopped = Recompte aturat { $percent ->
    [0] abans d'arribar a l'1%
    [1] a l'1%
    [11] a l'11%
   *[other] al { $percent }%
}.
count-stopped-saved = Recompte aturat { $percent ->
    [0] abans d'arribar a l'1%
    [1] a l'1%
    [11] a l'11%
   *[other] al { $percent }%
}. El progrés està desat (comptat: { $saved ->
    [0] menys de l'1%
    [1] l'1%
    [11] l'11%
   *[other] el { $saved }%
}): premeu Compta només per reprendre'l.
count-stopped-not-saved = Recompte aturat { $percent ->
    [0] abans d'arribar a l'1%
    [1] a l'1%
    [11] a l'11%
   *[other] al { $percent }%
}. El progrés no està desat.
count-stopped-by-change = El canvi de tauler ha aturat el recompte del tauler { $n }×{ $n } { $percent ->
    [0] abans d'arribar a l'1%
    [1] a l'1%
    [11] a l'11%
   *[other] al { $percent }%
}. «Desfés» recupera aquell tauler.
most-queens-proven = Màxim de reines: { $count } en { $this ->
    [this] aquest
   *[that] aquell
} tauler { $n }×{ $n }, demostrat ({ $stats }).
most-queens-stopped = Aturat: la millor col·locació trobada té { $count ->
    [one] { $count } reina
   *[other] { $count } reines
}, sense demostrar que sigui el màxim ({ $stats }).
most-queens-stopped-by-change = El canvi de tauler ha aturat «Màxim de reines» al tauler { $n }×{ $n }: la millor col·locació trobada té { $count ->
    [one] { $count } reina
   *[other] { $count } reines
}, sense demostrar que sigui el màxim ({ $stats }). «Desfés» recupera aquell tauler.
run-failed = Error: { $reason }
opened = Obert { $name }: { $what }.
counting-lists-none = Comptant: «Compta només» no llista solucions (premeu Resol per veure-les).
count-unfinished-resume = El recompte no ha acabat: premeu Compta només per reprendre'l.
count-unfinished = El recompte no ha acabat.
best-searching = La millor fins ara: { $count ->
    [one] { $count } reina
   *[other] { $count } reines
}{ $full ->
    [full] , una solució completa
   *[part] {""}
}. Cercant-ne més…
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
count-heading-resuming = Reprenent: ja se n'havia comptat { $percent ->
    [0] menys de l'1%
    [1] l'1%
    [11] l'11%
   *[other] el { $percent }%
} (necessita uns { $memory })
count-heading-memory = Comptant (necessita uns { $memory })…
count-heading = Comptant…
solutions-so-far = { $count ->
    [one] { $count } solució fins ara
   *[other] { $count } solucions fins ara
}
time-left-estimating = estimant el temps restant…
time-left-finishing = acabant…
time-left = temps restant: aprox. { $time }

## Recomptes: la pregunta abans d'un de llarg

count-question = Comptar el tauler { $n }×{ $n }{ $fixed ->
    [0] {""}
    [one] {" "}amb { $fixed } reina fixa
   *[other] {" "}amb { $fixed } reines fixes
} trigarà aprox. { $time } amb { $cores ->
    [one] { $cores } nucli
   *[other] { $cores } nuclis
} i necessitarà uns { $memory } de memòria{ $machine ->
    [none] .
   *[other] , més de la meitat dels { $machine } d'aquesta màquina.
}
count-question-rest = La resta del recompte del tauler { $n }×{ $n }{ $fixed ->
    [0] {""}
    [one] {" "}amb { $fixed } reina fixa
   *[other] {" "}amb { $fixed } reines fixes
} (ja n'hi ha desat { $percent ->
    [0] menys de l'1%
    [1] l'1%
    [11] l'11%
   *[other] el { $percent }%
}) trigarà aprox. { $time } amb { $cores ->
    [one] { $cores } nucli
   *[other] { $cores } nuclis
} i necessitarà uns { $memory } de memòria{ $machine ->
    [none] .
   *[other] , més de la meitat dels { $machine } d'aquesta màquina.
}
count-question-anyway = Voleu comptar igualment? «Atura» conserva el que s'ha comptat, i «Compta només» reprèn el recompte més tard.
count-question-list = La llista amb { $listed ->
    [one] { $listed } solució
   *[other] { $listed } solucions
} és massa gran per conservar-la a l'historial de Desfés (amb el que ja hi ha, passaria el límit de memòria, { $cap }): «Desfés» recuperarà el tauler, no la llista.
sizing-heading = Preparant el recompte… (construint taules)
expected-to-take = s'esperava que trigués aprox. { $time }

## Imatges

image-files = Imatges (SVG, PNG, PDF)
sheet-files = Fulls (PDF, SVG)
sheet-while-running = Atureu la cerca abans d'exportar un full.
no-sheet-yet = Encara no hi ha solucions a la llista: premeu Resol primer.
sheet-too-big = Un full admet com a màxim { $max } taulers, i hi ha { $listed } solucions a la llista: poseu «Atura a» a { $max } o menys i torneu a prémer Resol, o feu servir Exporta JSON…
text-too-wide = Copia com a text dibuixa taulers de fins a { $max }×{ $max }: per a aquest, feu servir Copia imatge.
sheet-needs-memory = un full amb { $boards ->
    [one] { $boards } tauler
   *[other] { $boards } taulers
} necessita uns { $need } MiB de memòria per dibuixar-se, més que els { $room } MiB lliures: llisteu menys solucions («Atura a») i torneu a prémer Resol
sheet-not-png = Un full es desa en PDF o SVG: poseu al fitxer l'extensió .pdf o .svg.
saved-board = una imatge del tauler { $n }×{ $n }
saved-sheet = un full amb { $boards ->
    [one] { $boards } tauler
   *[other] { $boards } taulers
} en { $pages ->
    [one] { $pages } pàgina
   *[other] { $pages } pàgines
}
export-failed = No s'ha pogut exportar: { $reason }
copied-image = Tauler copiat com a imatge { $width }×{ $height }.
copied-board-text = Tauler copiat com a text: · una casella buida, ♕ una reina, ♛ una reina fixa.
copy-failed = No s'ha pogut copiar el tauler: { $reason }

## Notacions

notation-from-zero = Columnes des de 0
notation-from-one = Columnes des d'1
notation-squares = Caselles d'escacs
notation-from-zero-explained = La columna de cada fila, comptant la columna esquerra com a 0, com l'escriuen els fitxers
notation-from-one-explained = La columna de cada fila, comptant la columna esquerra com a 1, com la donen els llibres
notation-squares-explained = La casella de cada reina com als escacs: columnes a, b, c… des de l'esquerra, fila 1 a baix
notation-pairs = Parells (fila, columna)
notation-pairs-explained = Cada reina com el parell (fila, columna), totes dues comptades des de 0 i la fila 0 a dalt: els estats del quadern del curs
read-from-zero = Columnes per fila, la fila de dalt primer (0 = columna esquerra)
read-from-one = Columnes per fila, la fila de dalt primer (1 = columna esquerra)
read-squares = Caselles per fila, la fila de dalt primer
read-pairs = Reines com a parells (fila, columna), la fila de dalt primer (totes dues comptades des de 0)
read-cut = { $how }; les primeres { $count } de cadascuna

## Per què no es pot fer una cosa ara

cannot-start-conflict = No es pot començar: { $conflict } Traieu-ne una.
cannot-start = No es pot començar: { $reason }.
count-too-wide = El recompte funciona en taulers de fins a { $n }×{ $n }: els més grans tenen massa solucions per comptar-les.
most-queens-too-wide = «Màxim de reines» funciona en taulers de fins a { $n }×{ $n }; a partir de 4×4, tot tauler més gran té una solució completa (premeu Resol).
watch-too-wide = «Mira la cerca» funciona en taulers de fins a { $n }×{ $n }, i és millor en els petits: pas a pas, la cerca en un tauler { $n }×{ $n } duraria més del que ningú aguantaria mirant.
nothing-running = No hi ha res en marxa.
nothing-to-undo = No hi ha res per desfer.
nothing-to-redo = No hi ha res per refer.
nothing-to-answer = No hi ha res per respondre.
count-owns-saved = El recompte en marxa està fent servir el progrés desat: atureu-lo primer.
no-saved-count = No hi ha cap recompte desat d'aquest tauler.
wait-for-file = Espereu que s'acabi de desar o d'obrir el fitxer.
stop-before-export = Atureu la cerca abans d'exportar.
nothing-to-export = Encara no hi ha res per exportar: premeu Resol o Màxim de reines primer.
## El que anomenen desfer i refer

undo-fix = fixar { $square }
undo-remove = treure { $square }
undo-clear = treure { $count ->
    [one] { $count } reina fixa
   *[other] { $count } reines fixes
}
undo-board-size = mida del tauler, { $old }×{ $old } → { $n }×{ $n }
undo-show-unique = mostrar les solucions úniques
undo-show-all = mostrar totes les solucions
undo-solve = Resol
undo-count = Compta només
undo-most-queens = Màxim de reines
undo-watch = Mira la cerca
undo-open = obrir { $name }
# Dins de «…», a mitja frase.
undo-open-question = obrir { $name }
list-not-kept = La llista substituïda no s'ha guardat per desfer (límit de memòria).

## Tauler i opcions

size-dropped-queens = Ara el tauler és { $n }×{ $n }: { $names } { $count ->
    [one] ja no hi cap i s'ha tret.
   *[other] ja no hi caben i s'han tret.
}
square-at-row-col-short = fila { $row } des de dalt, col. { $col }
square-at-row-col = fila { $row } des de dalt, columna { $col } ({ $from ->
    [1] totes dues des d'1
   *[other] totes dues des de { $from }
})
list-out-of-date = No actualitzada: aquesta llista té { $listed ->
    [unique] les solucions úniques
   *[all] totes les solucions
} i és incompleta, així que no es pot filtrar aquí. Premeu Resol per llistar { $wanted ->
    [unique] les úniques
   *[all] totes
}.

## Cerques i fitxers

open-ended-search = Unes { $estimate } solucions, massa per llistar-les totes: es mostren les solucions a mesura que es troben, fins al vostre límit de memòria ({ $cap }). Premeu «Atura» per acabar la cerca.
discarded-saved-count = S'ha descartat el recompte desat d'aquest tauler (fet: { $percent ->
    [0] menys de l'1%
    [1] l'1%
    [11] l'11%
   *[other] el { $percent }%
}): el proper recompte començarà des del principi.
could-not-discard = No s'ha pogut descartar el recompte desat: { $reason }.
search-failed = La cerca ha fallat: { $reason }
puzzle-failed = No s'ha pogut generar el problema: { $reason }
cannot-save-progress = No es pot desar el progrés del recompte ({ $reason }); el recompte continua.
progress-not-saved = El progrés del recompte no s'ha desat: { $reason }.
saved-count-set-aside = No s'ha pogut fer servir el recompte desat ({ $reason }). El fitxer s'ha conservat com a { $kept }, al costat, i el recompte comença des del principi.
saved-count-unusable = No s'ha pogut fer servir el recompte desat ({ $reason }) ni apartar-lo ({ $moving }). El recompte comença des del principi i no desarà el progrés.
could-not-open = No s'ha pogut obrir { $path }: { $reason }
could-not-open-too-big = No s'ha pogut obrir { $path }: el seu tauler és { $n }×{ $n }, i l'aplicació mostra taulers de fins a { $max }×{ $max }. Feu servir la línia d'ordres per a taulers més grans.
opened-solutions = { $solutions } del tauler { $n }×{ $n }, { $set ->
    [complete] el conjunt complet
   *[incomplete] un conjunt incomplet
}
opened-placement = una col·locació amb { $count ->
    [one] { $count } reina
   *[other] { $count } reines
} al tauler { $n }×{ $n }, { $proven ->
    [proven] demostrat que és el màxim
   *[not] sense demostrar que sigui el màxim
}
could-not-ask-for-file = No s'ha pogut demanar un fitxer: el sistema no hi ha obert cap fil ({ $reason }).
could-not-open-file = No s'ha pogut obrir el fitxer: el sistema no hi ha obert cap fil ({ $reason }).
could-not-export-file = No s'ha pogut exportar el fitxer: el sistema no hi ha obert cap fil ({ $reason }).
json-files = Documents de Queenside (JSON)
csv-files = Taules (CSV)
no-file-dialog = Aquí no es pot obrir cap diàleg de fitxers (no hi ha portal d'escriptori ni zenity). Escriviu un camí.
file-dialog-failed = El diàleg de fitxers no s'ha obert (no ha respost cap portal d'escriptori ni zenity). Escriviu un camí.
saved-placement = la col·locació

## Motius

cannot-delete-saved-count = no es pot esborrar el recompte desat { $path }: { $reason }

## La franja d'avisos i la pregunta abans d'una acció

notice-dismiss = Tanca
confirm-go-ahead = Endavant
confirm-cancel = Cancel·la

## Paraules dels panells que eren constants

export-image = Exporta imatge…
export-sheet = Exporta full…
copy-image = Copia imatge
copy-text = Copia com a text
export-image-what = Desar el tauler que es mostra com a imatge: les seves reines fixes, la solució o col·locació mostrada i les pistes si són actives. SVG, PNG o PDF, segons l'extensió del nom
export-sheet-what = Desar les solucions de la llista en pàgines A4, cada tauler amb el seu número i les seves columnes al peu, per imprimir. PDF o SVG, segons l'extensió del nom
copy-image-what = Copiar el tauler que es mostra com a imatge, per enganxar-lo en un document
copy-text-what = Copiar el tauler que es mostra com a text: · una casella buida, ♕ una reina, ♛ una reina fixa
notation-label = Escriu com a
none-yet = encara cap: les reines fixes potser no en permeten cap, i demostrar-ho pot trigar («Màxim de reines» mostra quantes hi caben)
hint-dead = No hi passa cap solució
hint-attacked = L'ataca una reina fixa

# A Watch board exported: under the board, the search and its step (and a local search's h).
picture-watch-caption = { $search }, pas { $step }
picture-watch-caption-local = { $search }, pas { $step }: h = { $h }
