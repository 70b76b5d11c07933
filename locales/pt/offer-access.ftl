# Se o afiliado participa de uma oferta: uma linha, a mesma no cartão, nos links e em /link.
offer-access-joined = ✅ Você participa desta oferta.
offer-access-no-links = ⚠️ Você participa desta oferta, mas não sobrou nenhum link de rastreamento seu para ela: o tráfego dela não rende mais. Peça ao seu gerente na rede que os devolva.
offer-access-not-joined = ➕ Você ainda não participa desta oferta.
offer-access-paused = ⏸ Pausada pela rede para você: fora das suas ofertas desde { $day }, então os links dela não rendem nada agora.
