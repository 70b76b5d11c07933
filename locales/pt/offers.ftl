command-offers = buscar ofertas: /offers [palavras]
offers-title = Ofertas: { $tab }
offers-title-search = Ofertas com «{ $words }»: { $tab }
offers-found = encontradas: { $count }
offers-none = Não há ofertas nesta lista.
offers-none-words = Nenhuma oferta corresponde a essas palavras e filtros. Tente outros, outra aba ou a lista inteira.
offers-broader = 🔎 Mostrar todas as ofertas
offers-tab-web = Web
offers-tab-mobile = Mobile
offers-tab-all = Todas
offers-tab-fav = ⭐ Favoritas
offers-categories = 📂 Categorias
offers-regions = 🌍 Regiões
offers-pays = 💰 Taxas
offers-epc = 📈 EPC da rede (de todos), 7 dias · 90 dias
offers-approval = ⏱ Retenção
offers-cookie = 🍪 Cookie
offers-days = { $days } dias
offers-traffic-allowed = ✅ Tráfego permitido
offers-traffic-forbidden = ⛔ Tráfego proibido
offers-button-links = 🔗 Links
offers-button-goals = 🎯 Metas
offers-button-promo = 🖼 Promo
offers-button-coupons = 🏷 Cupons
offers-button-make-link = ✨ Criar link
offers-back-to-list = « Voltar à lista
offers-back-to-offer = « Voltar à oferta
offers-unknown = A rede não lista mais a oferta #{ $id }. Envie /offers para buscar de novo.
offers-links-title = links
offers-links-none = Ainda não há links: eles aparecem quando você entra na oferta no site da rede.
offers-link-default = ⭐ padrão
offers-goals-title = metas e taxas
offers-goals-none = A rede não lista metas para esta oferta.
offers-goal-personal = 👤 taxa pessoal
offers-up-to = até { $value }
offers-promo-title = materiais promocionais
offers-promo-none = Esta oferta não tem materiais promocionais.
offers-promo-file = baixar
offers-promo-code = Código promocional
offers-promo-kind = { $kind ->
        [banner] banner
        [text_link] link de texto
        [landing] página de destino
        [video] vídeo
        [html5] banner HTML5
       *[other] {""}
    }
offers-filter-category = 📂 { $value }
offers-filter-region = 🌍 { $value }
offers-filter-traffic = 🚦 { $value }
offers-any-category = todas as categorias
offers-any-region = todas as regiões
offers-any-traffic = qualquer tráfego
offers-choose-category = Escolha a categoria:
offers-choose-region = Escolha a região:
offers-choose-traffic = Mostrar ofertas que permitem este tráfego:
offers-back = « Voltar
offers-joined-mark = ✅ — você já participa desta oferta
offers-button-favourite = ☆ Adicionar aos favoritos
offers-button-unfavourite = ★ Nos favoritos: remover
offers-favourite-added = Adicionada aos ⭐ Favoritos
offers-favourite-removed = Removida dos ⭐ Favoritos
offers-button-join = 🤝 Participar no site da rede
offers-link-copy = Copiar o link
# Uma oferta que a rede tirou do publisher
offers-paused-what = O que você pode fazer: mande o tráfego dela para outra oferta sua e pergunte ao seu gerente na rede por que ela parou e se volta. Quando voltar, ela estará entre as suas ofertas de novo e os links voltam a render.
offers-button-network-page = 🌐 Página dela no site da rede
