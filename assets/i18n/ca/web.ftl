# La versió web (una pàgina del navegador).
copy-link = Copiar l'enllaç
copy-link-explained = Copia l'enllaç del tauler mostrat: qui l'obri veurà aquest tauler amb aquestes reines fixades
copied-link = l'enllaç a aquest tauler
bad-link = Aquest enllaç no pot obrir el seu tauler ({ $reason }); aquí teniu el tauler buit de 8×8.
