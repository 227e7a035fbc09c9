package types

// NewTypeReference returns the type that stands for a name no type was
// found for, as Puppet resolves unknown names inside a type alias: it
// prints as TypeReference['text'] and nothing is an instance of it.
func NewTypeReference(text string) *TypeReferenceType {
	return &TypeReferenceType{text: text}
}
