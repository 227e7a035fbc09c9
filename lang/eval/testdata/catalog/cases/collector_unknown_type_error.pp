Foo <| |>
