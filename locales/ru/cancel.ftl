command-cancel = выйти из текущего мастера
cancel-done = Отменено. Ничего не отправлено.
cancel-nothing = Отменять нечего.
