type Util::Endpoint = Pattern[/\A[a-z]+:\d+\z/]
