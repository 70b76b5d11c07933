catalog-page = página { $page } de { $pages }
catalog-previous = ‹ Anterior
catalog-next = Próxima ›
catalog-not-published = não informado
catalog-none = nenhum
catalog-too-long = Essa busca é longa demais ({ $length } caracteres). Use no máximo { $max } caracteres e envie de novo.
catalog-search-expired = Esta lista expirou. Envie { $command } de novo.
