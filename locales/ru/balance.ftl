command-balance = баланс и доступная сумма
balance-title = 💰 Баланс
balance-available = Доступно
balance-available-explained = Доступно — то, что можно вывести сейчас: подтверждённое вознаграждение после холда за вычетом уже запрошенных выплат.
balance-main = Основной баланс (с вознаграждением в холде)
balance-hold-advertisers = В холде у рекламодателей
balance-hold-network = В холде у сети
balance-on-payment = Запрошено, ещё не выплачено
balance-currency = Валюта
balance-hold-days = Холд сети: { $days ->
    [one] { $days } день
    [few] { $days } дня
    [many] { $days } дней
   *[other] { $days } дня
}
balance-schedule = График выплат
balance-refresh = 🔄 Обновить
balance-up-to-date = Всё актуально: ничего не изменилось.
