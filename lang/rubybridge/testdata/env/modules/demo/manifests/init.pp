class demo (String $owner = 'root') {
}
