with(1, "a") |$x = first, Array[String, 0] *$passed| { notice($passed) }
