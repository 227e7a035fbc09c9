notify{'a':}
notice(Notify <| |>)
