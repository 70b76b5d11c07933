offer-picker-found = Ofertas que correspondem a «{ $words }»: escolha uma ou digite outras palavras.
offer-picker-none = Nenhuma oferta corresponde a «{ $words }». Digite outras palavras do nome ou o id da oferta.
