notice([1].map |$facts| { 1 })
