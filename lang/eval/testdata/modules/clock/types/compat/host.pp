type Clock::Compat::Host = Pattern[/\A[a-z0-9.-]+\z/]
