notify{'a':} notify{'b':} Notify <| title == 'a' |> -> Notify <| title == 'b' |>
