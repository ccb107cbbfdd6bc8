# La versió web (una pàgina del navegador).
copy-link = Copia l'enllaç
copy-link-explained = Copiar l'enllaç del tauler mostrat: qui l'obri veurà aquest tauler amb aquestes reines fixes
copied-link = l'enllaç a aquest tauler
bad-link = Aquest enllaç no pot obrir el seu tauler ({ $reason }); aquí teniu el tauler buit de 8×8.
