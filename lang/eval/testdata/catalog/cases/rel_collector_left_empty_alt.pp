notify { 'a': } -> Notify <| title == 'none' |> -> notify { 'c': }
notice(Notify['a']['before'])
class k { notice(Notify['a']['before']) }
