catalog-page = page { $page } of { $pages }
catalog-previous = ‹ Previous
catalog-next = Next ›
catalog-not-published = not stated
catalog-none = none
catalog-too-long = That search is too long ({ $length } characters). Please keep it to { $max } characters or fewer and send it again.
catalog-search-expired = This list has expired. Send { $command } again.
