::Notify <| |>
