Notify <| tag == 5 |>
