catalog-page = страница { $page } из { $pages }
catalog-previous = ‹ Назад
catalog-next = Дальше ›
catalog-not-published = не указано
catalog-none = нет
catalog-too-long = Слишком длинный запрос ({ $length } символов). Сократите его до { $max } символов и отправьте снова.
catalog-search-expired = Этот список устарел. Отправьте { $command } ещё раз.
