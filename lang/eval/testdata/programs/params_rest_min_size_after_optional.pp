with(1, "a") |$x = first, Array[String, 1] *$passed| { notice($passed) }
