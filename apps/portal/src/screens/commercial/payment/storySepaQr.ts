// The SEPA QR code of the stories' pending transfer (storyFixtures.ts `pendingTransfer`), as the
// API draws it (docs/payments.md "SEPA QR code"): generated once with `qrcode` from the domain's
// `epcQrPayload`, so a banking app scanning the story reads the real payload below.
export const storySepaQr = {
  payload:
    'BCD\n002\n1\nSCT\nAGRIFRPPXXX\nSalon SAS\nFR7630006000011234567890189\nEUR4368.96\n\n\nVIR-2026-K7P3M2QX',
  image:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAOEAAADhCAYAAAA+s9J6AAAAAklEQVR4AewaftIAAAhV' +
    'SURBVO3BQW4ky5IEQdNA3f/KOlw7ZhFIZLXzfZoI/khVrTmpqlUnVbXqpKpWnVTVqpOqWnVSVatOqmrVSVWtOqmqVS' +
    'dVteqkqladVNWqk6padVJVq06qatVJVa06qapVJ1W16qSqVn3yMiC/hZoJyKTmKSBPqfktgExqngLylJoJyG+h5k0n' +
    'VbXqpKpWnVTVqpOqWvXJP6Dm24DcUDMBmdRMQCY1N4DcADKpuQHkhpobQN6kZgLylJpvA/JtJ1W16qSqVp1U1aqTql' +
    'r1yRIgT6n5NiDfBuQGkKfUTECeUjMB+S2APKVmw0lVrTqpqlUnVbXqpKpWffLHAJnUPAVkUnNDzQ0gN9TcUDMBmdRM' +
    'QCY1E5AJyKTmrzupqlUnVbXqpKpWnVTVqk/q/wXkKSBPAZnUTEAmIE+pmYDcADKpuQFkUvOXnFTVqpOqWnVSVatOqm' +
    'rVJ0vU/BZAJjUTkKfU3FBzQ80EZFLzlJoJyKRmAjKpmdS8Sc1/zUlVrTqpqlUnVbXqpKpWffIPAPnN1ExAJjUTkEnN' +
    'BGRSMwGZ1ExAJjUTkEnNBGRS821AJjU3gPwvOKmqVSdVteqkqladVNUq/JE/BMib1ExAnlIzAZnU3ADyJjUTkDep+U' +
    'tOqmrVSVWtOqmqVSdVteqTlwGZ1DwFZFIzAfnN1ExAngIyqbmhZgIyqZmAPKVmAjIB+TY1N4BMat50UlWrTqpq1UlV' +
    'rTqpqlWfvEzNU0AmNROQSc0E5LcAMqmZgNxQMwG5AWQDkEnNX3dSVatOqmrVSVWtOqmqVfgjXwbkKTU3gExqJiCTmt' +
    '8CyJvUTECeUjMBmdRMQCY1E5BJzZuATGo2nFTVqpOqWnVSVatOqmrVJ7+ImhtAJjU31DwFZFLzJjUTkEnNBOQpNd+m' +
    'ZgIyqfk2NTeATGredFJVq06qatVJVa06qapVn7wMyJuATGomIDfU3ADyFJBJzQRkUnMDyKRmAjKpmYBMap4CMqmZ1N' +
    'wAMql5CsikZsNJVa06qapVJ1W16qSqVuGPLADyJjUTkBtqJiA31HwbkKfUTEAmNU8BmdRMQCY1N4C8Sc0E5IaaN51U' +
    '1aqTqlp1UlWrTqpq1SdL1DwFZALybWqeAvKUmqeA3AByQ82bgNxQcwPIDSA31HzbSVWtOqmqVSdVteqkqlZ9sgTIpG' +
    'YCckPNBOQGkBtAvk3NBGRSc0PNU0DepGYC8tedVNWqk6padVJVq06qahX+yC8GZFIzAXlKzQYgN9TcAHJDzQTkKTU3' +
    'gExqngJyQ81TQCY1bzqpqlUnVbXqpKpWnVTVKvyRLwMyqdkA5Ck1N4DcUHMDyA01E5BvUzMBmdRMQCY1TwF5Ss0EZF' +
    'LzppOqWnVSVatOqmrVSVWt+uRlQG4AuaHmBpBJzQ01E5AbQCY1E5AJyKTmhpo3qXkKyKRmAjKpmYA8peYGkBtqvu2k' +
    'qladVNWqk6padVJVq/BHXgTkhppvA/JbqJmAvEnNm4BMat4E5Ck1E5BJzQ0gN9S86aSqVp1U1aqTqlp1UlWrPvkH1E' +
    'xAJjU3gNxQMwGZ1DwFZFIzAZnUPAXkBpBJzQ01E5BJzQRkUjOpmYDcAPImNROQbzupqlUnVbXqpKpWnVTVqk+WqJmA' +
    '3FBzA8hvBuSGmknNBORNQCY1E5D/GiCTmg0nVbXqpKpWnVTVqpOqWvXJy9RMQJ5SMwG5oWYC8hSQSc0EZFKzQc0E5I' +
    'aap9RMQG6oeQrIBGRSMwGZ1HzbSVWtOqmqVSdVteqkqlZ9skTNBOQpNROQG0BuqPk2IDfUTGq+DcgNIDfUTEAmNTfU' +
    'TEAmIDeATGredFJVq06qatVJVa06qapVn7wMyA0gbwIyqZmAPAVkUjOpuQFkUnMDyKRmAjKpuQHkTWqeAnJDzX/NSV' +
    'WtOqmqVSdVteqkqlZ9skTNBGQCMql5Ss2bgExqJiCTmgnIU0AmNTeAPKXmBpBJzZuATGomIJOaCci3nVTVqpOqWnVS' +
    'VatOqmrVJy9TcwPIm4BMajYAmdS8Sc0NIDfUPAVkUvMmNROQSc0E5Ck133ZSVatOqmrVSVWtOqmqVZ8sUXMDyARkUj' +
    'MBmdTcAHJDzQTkKTUTkAnIU2puAJnUfJuaCcik5oaaG0BuqHnTSVWtOqmqVSdVteqkqlbhj7wIyFNqJiCTmgnIpOYG' +
    'kEnNDSCTmhtAbqi5AWRSMwGZ1GwA8m1qbgCZ1HzbSVWtOqmqVSdVteqkqlbhj/whQDaoeQrIDTUTkEnNBGRScwPIpG' +
    'YCckPNU0AmNTeA3FDzppOqWnVSVatOqmrVSVWt+uRlQH4LNTfUTEAmNROQSc0EZFJzQ80EZALylJoJyG8BZFJzA8hv' +
    'dlJVq06qatVJVa06qapVn/wDar4NyA01TwF5Ss0E5IaaSc0NIDeATGomIJOaCcikZgJyQ80GNd92UlWrTqpq1UlVrT' +
    'qpqlWfLAHylJqngLxJzQRkUjOpmYBsUDMBeUrNU0A2qJmATGredFJVq06qatVJVa06qapVn/wxar5NzVNqJiD/NUC+' +
    'Tc0NIJOa3+KkqladVNWqk6padVJVqz6pALmh5k1AJjU31NwAMgG5oeYGkEnNBOQpNU+pmYDcUPNtJ1W16qSqVp1U1a' +
    'qTqlr1yRI1v4Wa3wLIU0AmNU8BmdRMam6omYBMav6Sk6padVJVq06qatVJVa365B8A8lsAmdTcAPKUmknNBiCTmknN' +
    'U0BuqJmAvEnNpGYCMgGZ1LzppKpWnVTVqpOqWnVSVavwR6pqzUlVrTqpqlUnVbXqpKpWnVTVqpOqWnVSVatOqmrVSV' +
    'WtOqmqVSdVteqkqladVNWqk6padVJVq06qatVJVa06qapVJ1W16v8Awia/7/FImywAAAAASUVORK5CYII=',
};
