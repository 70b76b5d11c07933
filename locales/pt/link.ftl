command-link = criar um link de rastreamento
link-pick = Para qual oferta é o link? Digite palavras do nome dela ou o número.
link-pick-recent = Para qual oferta é o link? Escolha uma recente, ou digite palavras do nome ou o número.
link-pick-found = Ofertas em que você participa com «{ $words }»:
link-pick-none = Nenhuma oferta em que você participa corresponde a «{ $words }». Digite outras palavras ou o número da oferta.
link-offer-unknown = A rede não conhece a oferta #{ $id }. Digite palavras do nome dela.
link-not-joined = Você não participa de «{ $name }», então ela ainda não tem links. Entre nela no site da rede ou escolha outra oferta.
link-ask-url = Envie a página de «{ $name }» onde o clique deve chegar (começando com https://), ou toque no botão para levar à página principal.
link-bad-url-not-url = Isso não é um endereço web. Envie o endereço de uma página, como https://shop.example/sale.
link-bad-url-scheme = O endereço precisa começar com http:// ou https://. Envie de novo assim.
link-bad-url-no-host = O endereço não tem o nome do site. Envie o endereço completo, como https://shop.example/sale.
link-bad-url-too-long = Esse endereço passa de 2000 caracteres. Envie um mais curto.
link-no-deeplinks = «{ $name }» não aceita páginas de destino: o link leva à página principal.
link-ask-subaccount = Adicione uma subconta para distinguir suas fontes de tráfego (letras, números, _ . -), ou pule.
link-no-subaccount = Sem subconta
link-bad-subaccount-characters = Uma subconta só pode ter letras, números e _ . - (sem espaços). Envie outra ou pule.
link-bad-subaccount-too-long = Uma subconta pode ter no máximo 50 caracteres. Envie uma mais curta ou pule.
link-done =
    Seu link de rastreamento para «{ $name }»:
    { $link }
    Toque nele para copiar.
link-another = ✨ Outro link para esta oferta
link-main-page = 🏠 Página principal, sem página de destino
link-copy = 📋 Copiar o link
