notice([1].reverse_each < 1)
