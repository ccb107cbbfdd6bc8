## Preguntes i finestres emergents, i feines que s'aturen

answer-question-first = Responeu primer la pregunta: Retorn continua, Esc cancel·la.
finish-path-first = Acabeu primer amb el camí: Retorn l'usa, Esc cancel·la.
undo-cap-question = «Desfés» guarda { $kept ->
    [one] { $kept } solució
   *[other] { $kept } solucions
} de les { $cap } que es guarden en memòria com a màxim, així que no pot guardar també { $listed ->
    [one] la solució mostrada
   *[other] les { $listed } solucions mostrades
}. Voleu fer «{ $what }» igualment? «Desfés» recuperarà llavors el tauler, no aquesta llista, i no es tornarà a preguntar.
file-cancel = Cancel·la
file-cancel-tooltip = Aturar aquesta operació de fitxer: no s'obre res, i una exportació deixa sencer el fitxer anterior.
file-cancelled = Cancel·lat: { $path }.
file-job-failed = L'operació de fitxer s'ha aturat inesperadament ({ $what }); no s'ha canviat res.
hints-failed = No s'han pogut calcular les pistes ({ $what }).
compare-failed = La comparació s'ha aturat inesperadament ({ $what }); les files mesurades abans es mantenen.
